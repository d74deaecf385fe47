// `npm test`: static checks, then every vitest project (unit, web, int, api, e2e, infra) in one run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, repoRoot } from './local/web-build';
import { resolveTestChromium } from '../test/support/chromium';
import { summaryLine, testSummary, type VitestJsonReport } from './test-run/summary';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

type Step = { name: string; command: string; args: string[] };

function run(step: Step): Promise<{ step: Step; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: repoRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ step, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function staticChecks(): Promise<boolean> {
  const steps: Step[] = [
    { name: 'typecheck (node)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'typecheck (web)', command: bin('tsc'), args: ['--noEmit', '-p', 'web'] },
    { name: 'lint', command: bin('eslint'), args: ['--cache', '.'] },
    { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  ];
  const results = await Promise.all(steps.map(run));
  let ok = true;
  for (const result of results) {
    const status = result.code === 0 ? 'ok' : 'FAILED';
    console.log(`${status.padEnd(7)}${result.step.name} (${result.seconds.toFixed(1)} s)`);
    if (result.code !== 0) {
      ok = false;
      console.log(result.output.trim());
    }
  }
  return ok;
}

/** The plain closing line CI reads: 'Tests: N passed, N failed'. */
function printSummary(report: string, unhandledErrors: string) {
  if (!existsSync(report)) return;
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
  const errors = existsSync(unhandledErrors)
    ? (JSON.parse(readFileSync(unhandledErrors, 'utf8')) as { count: number }).count
    : 0;
  console.log(`\n${summaryLine(testSummary(result, errors))}`);
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Resolved once here, so the test workers do not each unpack the npm registry's Chromium.
  const browser = await resolveTestChromium();
  process.env.CHROMIUM_PATH = browser.executablePath;
  console.log(`Browser tests use ${browser.source}.`);
  const [checksPassed] = await Promise.all([staticChecks(), ensureWebBuild((line) => console.log(line))]);
  const report = path.join(repoRoot, 'test-results', 'vitest.json');
  const unhandledErrors = path.join(repoRoot, 'test-results', 'unhandled-errors.json');
  // A previous run's files must not speak for a run that ended before writing its own.
  for (const file of [report, unhandledErrors]) rmSync(file, { force: true });
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=./scripts/test-run/unhandled-errors-reporter.ts',
  ];
  const vitest = spawn(bin('vitest'), ['run', ...reporters, ...process.argv.slice(2)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, UNHANDLED_ERRORS_FILE: unhandledErrors },
  });
  const code = await new Promise<number>((resolve) => vitest.on('close', (exit) => resolve(exit ?? 1)));
  printSummary(report, unhandledErrors);
  if (!checksPassed) console.error('\nStatic checks failed: see above.');
  process.exit(code !== 0 ? code : checksPassed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
