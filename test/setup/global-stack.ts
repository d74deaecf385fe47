import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeStackPorts } from '../../scripts/local/ports';
import type { RunningStack } from '../../scripts/local/stack';
import { ensureWebBuild, webDist } from '../../scripts/local/web-build';

// Several projects list this setup; they run in one process, so the first starts the stack and
// the others find STACK_URL already set. Workers inherit the environment set here.
let stack: RunningStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Only the browser tests need the built site; the gateway reads it on the first page request.
  if (project.name === 'e2e') await ensureWebBuild((line) => console.log(line));
  if (process.env.STACK_URL) return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-test-'));
  const { startStack } = await import('../../scripts/local/stack');
  stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    webDist,
    seed: true,
    inMemoryDatabase: true,
    // The tests play CloudFront: each file sends its own CloudFront-Viewer-Address (viewerHeaders
    // in test/support/stack-url.ts), so per-address limits do not collide between files.
    trustViewerAddressHeader: true,
    // Tests run the jobs themselves (their handlers), so a tender's state changes only when a test says.
    runJobs: false,
  });
  // A part that stops mid-run would otherwise show only as a string of failed requests.
  void stack.failed.then((failure) => console.error(`\n${failure.message}\n`));
  process.env.STACK_URL = stack.siteUrl;
  process.env.MAILBOX_URL = stack.mailboxUrl;
  // Holds each route's writes to the kinds of item its contract declares, as IAM does in the cloud.
  await (await import('../support/table-rights')).enforceTableRights();
}

export async function teardown(): Promise<void> {
  if (!stack) return;
  console.log((await import('../support/table-rights')).tableRightsSummary());
  await stack.stop();
  stack = undefined;
  delete process.env.STACK_URL;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
