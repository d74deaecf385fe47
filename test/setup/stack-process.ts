import { freeStackPorts } from '../../scripts/local/ports';
import { startStack } from '../../scripts/local/stack';
import { enforceTableRights, tableRightsSummary } from '../support/table-rights';

// The shared test stack, in a process of its own (test/setup/global-stack.ts forks this). In vitest's
// main process its handlers shared one thread with the transforms of every test file's modules: two
// browser files starting at once left a handler's DynamoDB answer unread past the SDK's 1.5 s timeout
// (a 503). Talks to its parent over IPC: 'ready' with the stack's addresses and environment, then on
// 'stop' the table rights summary, once every part has stopped.

export type StackReady = { siteUrl: string; mailboxUrl: string; env: Record<string, string> };
export type StackStopped = { summary: string };
export type StackProcessOptions = { dataDir: string; webDist: string };

const send = (message: StackReady | StackStopped) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

const options = JSON.parse(process.argv[2] ?? '{}') as StackProcessOptions;
const stack = await startStack({
  dataDir: options.dataDir,
  ports: await freeStackPorts(),
  webDist: options.webDist,
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
// Holds each route's writes to the kinds of item its contract declares, as IAM does in the cloud.
await enforceTableRights();

async function stop(): Promise<void> {
  const summary = tableRightsSummary();
  await stack.stop();
  await send({ summary });
  process.exit(0);
}

process.on('message', (message) => {
  if (message === 'stop') void stop();
});
// The run ended without a 'stop' (vitest killed, a crash): no part is left behind.
process.on('disconnect', () => void stack.stop().then(() => process.exit(0)));
await send({ siteUrl: stack.siteUrl, mailboxUrl: stack.mailboxUrl, env: stack.env });
