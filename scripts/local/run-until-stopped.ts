import type { RunningStack } from './stack';

export type ProcessIo = {
  log(line: string): void;
  error(line: string): void;
  exit(code: number): void;
};

const processIo: ProcessIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  exit: (code) => process.exit(code),
};

/**
 * Keeps a started stack running for a command (npm start): Ctrl-C or SIGTERM stops every part
 * and exits 0; if a part stops by itself, the stack has already stopped the others, and this
 * prints the one line saying which part stopped and why, then exits 1.
 */
export function runUntilStopped(stack: RunningStack, io: ProcessIo = processIo): void {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    io.log('\nStopping...');
    await stack.stop();
    io.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  void stack.failed.then((failure) => {
    if (stopping) return;
    stopping = true;
    io.error(`\n${failure.message}\n`);
    io.exit(1);
  });
}
