// `npm test`: the site's build, then every vitest project (unit, web, int, api, e2e, fuzz, infra) and the
// static checks, the infra project and the checks beside the others at the lowest priority.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { ensureWebBuild, repoRoot } from './local/web-build';
import { resolveTestChromium } from '../test/support/chromium';
import {
  addSummaries,
  failureList,
  summaryLine,
  testSummary,
  type TestSummary,
  type VitestJsonReport,
} from './test-run/summary';

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/**
 * The lowest scheduling priority: work that takes mostly what the tests leave of the 2 cores (they
 * wait on deadlines, the stack and the browser for about a fifth of the run). Not nothing: a browser
 * file beside it once took 104 s instead of 76-92 s.
 */
const BACKGROUND_PRIORITY = 19;

type Step = { name: string; command: string; args: string[] };
type Finished = { code: number; output: string; seconds: number };

/** How long after its exit a command's output may still arrive (a process it started can hold the pipe). */
const OUTPUT_GRACE_MS = 5_000;

/** Runs a command with its output kept; `background` runs it at the lowest priority. */
function run(command: string, args: string[], options: { background?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: repoRoot, env: options.env ?? process.env });
  if (options.background) lowerPriority(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<Finished>((resolve) => {
    const finish = (code: number | null) =>
      resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 });
    child.on('close', finish);
    // Its result is its exit, whatever a leftover grandchild does with the output pipe.
    child.on('exit', (code) => setTimeout(() => finish(code), OUTPUT_GRACE_MS).unref());
  });
}

/** Before the child starts its own processes (vitest's workers), so they inherit the priority. */
function lowerPriority(child: ChildProcess) {
  try {
    if (child.pid !== undefined) setPriority(child.pid, BACKGROUND_PRIORITY);
  } catch {
    // Not permitted here: the work still runs, only at the normal priority.
  }
}

/**
 * Typecheck, lint and format in the background of the tests, one after another (at the same low
 * priority as the infra project, four at once would leave it a fifth of the idle cores); their lines.
 */
async function staticChecks(): Promise<{ ok: boolean; lines: string[] }> {
  const steps: Step[] = [
    { name: 'typecheck (node)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
    { name: 'typecheck (web)', command: bin('tsc'), args: ['--noEmit', '-p', 'web'] },
    { name: 'lint', command: bin('eslint'), args: ['--cache', '.'] },
    { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  ];
  const results: Finished[] = [];
  for (const step of steps) results.push(await run(step.command, step.args, { background: true }));
  const lines: string[] = [];
  steps.forEach((step, index) => {
    const result = results[index]!;
    lines.push(`${(result.code === 0 ? 'ok' : 'FAILED').padEnd(7)}${step.name} (${result.seconds.toFixed(1)} s)`);
    if (result.code !== 0) lines.push(result.output.trim());
  });
  return { ok: results.every((result) => result.code === 0), lines };
}

/**
 * A vitest run: its JSON report and its count of errors outside tests in files of its own, so two
 * runs at once do not write over each other's.
 */
type VitestRun = { name: string; args: string[]; background: boolean };

const resultsDir = path.join(repoRoot, 'test-results');
const reportOf = (run: VitestRun) =>
  path.join(resultsDir, run.name === 'main' ? 'vitest.json' : `vitest-${run.name}.json`);
const unhandledErrorsOf = (run: VitestRun) =>
  path.join(resultsDir, run.name === 'main' ? 'unhandled-errors.json' : `unhandled-errors-${run.name}.json`);

/**
 * The whole suite: everything but the infra project in the foreground, its groups one after another
 * (vitest.config.ts); the infra project (CDK synthesis and its esbuild pass: CPU, no waiting, no
 * clock) beside it at the lowest priority, where it fills the cores the other tests leave idle.
 * With arguments (a project, a file, a test name), one run of exactly those.
 */
function vitestRuns(args: string[]): VitestRun[] {
  if (args.length > 0) return [{ name: 'main', args, background: false }];
  return [
    { name: 'main', args: ['--project', '!infra'], background: false },
    { name: 'infra', args: ['--project', 'infra'], background: true },
  ];
}

function startVitest(vitestRun: VitestRun): Promise<Finished> {
  for (const file of [reportOf(vitestRun), unhandledErrorsOf(vitestRun)]) rmSync(file, { force: true });
  const args = [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportOf(vitestRun)}`,
    '--reporter=./scripts/test-run/unhandled-errors-reporter.ts',
    ...vitestRun.args,
  ];
  const env = { ...process.env, UNHANDLED_ERRORS_FILE: unhandledErrorsOf(vitestRun) };
  if (vitestRun.background) return run(bin('vitest'), args, { background: true, env });
  const started = Date.now();
  const child = spawn(bin('vitest'), args, { cwd: repoRoot, stdio: 'inherit', env });
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, output: '', seconds: (Date.now() - started) / 1000 })),
  );
}

type RunResult = { summary: TestSummary; failures: string[] };

/** A run that wrote no report (it did not start, or was stopped) counts as one failure. */
function resultOf(vitestRun: VitestRun): RunResult {
  const report = reportOf(vitestRun);
  if (!existsSync(report)) {
    return { summary: { passed: 0, failed: 1, skipped: 0 }, failures: [`FAIL vitest ${vitestRun.name}: no report`] };
  }
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
  const unhandled = unhandledErrorsOf(vitestRun);
  const errors = existsSync(unhandled) ? (JSON.parse(readFileSync(unhandled, 'utf8')) as { count: number }).count : 0;
  const outside =
    errors > 0 ? [`FAIL vitest ${vitestRun.name}: ${errors} errors outside any test (see its output)`] : [];
  return { summary: testSummary(result, errors), failures: [...failureList(result, repoRoot), ...outside] };
}

async function main() {
  const started = Date.now();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Resolved once here, so the test workers do not each unpack the npm registry's Chromium.
  const browser = await resolveTestChromium();
  process.env.CHROMIUM_PATH = browser.executablePath;
  console.log(`Browser tests use ${browser.source}.`);
  await ensureWebBuild((line) => console.log(line));
  const checks = staticChecks();
  const runs = vitestRuns(process.argv.slice(2));
  const finished = await Promise.all(runs.map(startVitest));
  runs.forEach((vitestRun, index) => {
    if (!vitestRun.background) return;
    console.log(`\n--- vitest ${vitestRun.args.join(' ')} (ran beside the others at low priority) ---`);
    console.log(finished[index]!.output.trim());
  });
  const { ok: checksPassed, lines } = await checks;
  console.log(`\nStatic checks (beside the tests, at low priority):\n${lines.join('\n')}\n`);
  runs.forEach((vitestRun, index) => {
    const { seconds } = finished[index]!;
    console.log(`vitest ${vitestRun.args.join(' ') || '(all projects)'}: ${seconds.toFixed(1)} s`);
  });
  console.log(`npm test (after the install): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const results = runs.map(resultOf);
  const failures = results.flatMap((result) => result.failures);
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
  console.log(`\n${summaryLine(addSummaries(results.map((result) => result.summary)))}`);
  if (!checksPassed) console.error('\nStatic checks failed: see above.');
  const failedRun = finished.find((result) => result.code !== 0);
  process.exit(failedRun ? failedRun.code : checksPassed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
