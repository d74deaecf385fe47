// The root package.json's CDK scripts pass only options the pinned CLI (aws-cdk 2.1148.x) knows:
// an unknown one is ignored with a warning (`npm run diff` passed `--all`, which diff has not: it
// compares every stack unless stacks are named).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

const scripts = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const cdk = path.join(repoRoot, 'node_modules', '.bin', 'cdk');

/** `cdk <command> --help`, without touching the app (no synth). */
function helpOf(command: string): string {
  return execFileSync(cdk, [command, '--help'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' },
  });
}

describe('the CDK scripts of package.json', () => {
  for (const name of ['synth', 'diff', 'deploy']) {
    it(`${name}: every option it passes is one the CLI's ${name} takes`, { timeout: 60_000 }, () => {
      const call = /\bcdk (\w+)((?: --?[\w-]+)*)/.exec(scripts[name]!);
      expect(call, scripts[name]).not.toBeNull();
      const [, command, options] = call!;
      const help = helpOf(command!);
      for (const option of options!.trim().split(/\s+/).filter(Boolean)) {
        expect(help, `${name} passes ${option}`).toMatch(new RegExp(`(^|\\s)${option}[\\s,]`, 'm'));
      }
    });
  }

  it('diffs every stack of the stage without naming them (diff has no --all)', () => {
    expect(scripts.diff).not.toMatch(/--all\b/);
    expect(scripts.deploy).toMatch(/cdk deploy --all\b/);
  });
});
