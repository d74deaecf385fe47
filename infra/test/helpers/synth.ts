import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildStageConfig, type StageInput } from '../../lib/config';
import { repoRoot } from '../../lib/paths';
import { createTenderApp, type TenderAppOptions, type TenderStacks } from '../../lib/tender-app';
import { OUTPUT_ROOT_VARIABLE } from '../setup/output-root';
import { stagesWith, type StageChange } from './stage-table';

export const fixturesDir = path.join(repoRoot, 'infra', 'test', 'fixtures');

/** The context `cdk synth` runs with (feature flags), so tests synthesise exactly what the CLI would. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** A fresh App in a temporary output folder, with cdk.json's context. */
export function testApp(): { app: App; cleanup: () => void } {
  const root = process.env[OUTPUT_ROOT_VARIABLE] ?? os.tmpdir();
  const outdir = fs.mkdtempSync(path.join(root, 'tender-infra-test-'));
  const app = new App({ outdir, context: cdkJsonContext() });
  return { app, cleanup: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}

/**
 * The whole app for one stage, built the way infra/bin/app.ts builds it. The stage (default 'test',
 * dev's settings) is in lib/stages.ts's table as `names`/`settings` change it, unless `stages` is given.
 */
export function synthTenderApp(
  input: Partial<StageInput> & StageChange = {},
  options: TenderAppOptions = {},
): SynthesizedApp {
  if (Object.keys(options).length > 0 || input.stages) return synthesize(input, options);
  // The infra project shares one worker between its files (vitest.config.ts: isolate false), so
  // the dozen files that read the same stage's templates synthesize it once, not once each.
  const key = JSON.stringify(input);
  let synthesized = synthesizedApps.get(key);
  if (!synthesized) {
    synthesized = synthesize(input, options);
    synthesizedApps.set(key, synthesized);
  }
  // Read-only for its callers; its output folder goes when the run ends (setup/output-root.ts).
  return { ...synthesized, cleanup: () => {} };
}

type SynthesizedApp = { stacks: TenderStacks; assembly: CloudAssembly; cleanup: () => void };

const synthesizedApps = new Map<string, SynthesizedApp>();

function synthesize(input: Partial<StageInput> & StageChange, options: TenderAppOptions): SynthesizedApp {
  const { app, cleanup } = testApp();
  const { names, settings, ...stageInput } = input;
  const stage = stageInput.stage ?? 'test';
  const stages =
    stageInput.stages ?? stagesWith(stage, { ...(names ? { names } : {}), ...(settings ? { settings } : {}) });
  const stacks = createTenderApp(
    app,
    buildStageConfig({ webDistDir: path.join(fixturesDir, 'web-dist'), ...stageInput, stage, stages }),
    options,
  );
  return { stacks, assembly: app.synth(), cleanup };
}
