import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The synthesized apps' output folders (each some 250 MB: every Lambda bundle's asset) go in one folder
// per run, removed when the run ends: a test worker is stopped without its exit handlers running, so a
// folder left to the worker stayed in the temporary directory for good.
export const OUTPUT_ROOT_VARIABLE = 'TENDER_INFRA_TEST_OUTPUT_ROOT';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tender-infra-test-run-'));
  process.env[OUTPUT_ROOT_VARIABLE] = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
