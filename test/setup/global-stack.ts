import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, webDist } from '../../scripts/local/web-build';
import type { StackProcessOptions, StackReady, StackStopped } from './stack-process';

// Several projects list this setup; they run in one process, so the first starts the stack and
// the others find STACK_URL already set. The stack runs in a process of its own
// (test/setup/stack-process.ts); workers inherit the environment set here.
let stack: ChildProcess | undefined;
let dataDir: string | undefined;

/** The stack process's next message (it sends 'ready', then 'stopped'); rejects if the process ends first. */
function nextMessage<T>(child: ChildProcess, awaited: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`the test stack's process ended (${signal ?? `exit code ${code}`}) before ${awaited}`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

export async function setup(project: TestProject): Promise<void> {
  // Only the browser tests need the built site; the gateway reads it on the first page request.
  if (project.name === 'e2e') await ensureWebBuild((line) => console.log(line));
  if (process.env.STACK_URL) return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-test-'));
  const options: StackProcessOptions = { dataDir, webDist };
  stack = fork(path.join(import.meta.dirname, 'stack-process.ts'), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ready = await nextMessage<StackReady>(stack, 'ready');
  Object.assign(process.env, ready.env);
  process.env.STACK_URL = ready.siteUrl;
  process.env.MAILBOX_URL = ready.mailboxUrl;
}

export async function teardown(): Promise<void> {
  if (!stack) return;
  // A stack that stopped by itself has said why (stack-process.ts) and has nothing left to stop.
  if (stack.exitCode === null && stack.signalCode === null) {
    const stopped = nextMessage<StackStopped>(stack, 'stopped');
    stack.send('stop');
    console.log((await stopped).summary);
  }
  stack = undefined;
  delete process.env.STACK_URL;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
