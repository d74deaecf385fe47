import type { Server } from 'node:net';

/**
 * Watches a server this process runs (the S3 server, the mail server, the gateway): the promise
 * resolves with a reason if the server closes or fails after it started, and never once `stop`
 * ends it on purpose.
 */
export function watchServer(server: Server): { failure: Promise<string>; stopping(): void } {
  let stopping = false;
  const failure = new Promise<string>((resolve) => {
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (!stopping) resolve(`failed: ${error.code ?? error.name}: ${error.message}`);
    });
    server.once('close', () => {
      if (!stopping) resolve('closed its port unexpectedly');
    });
  });
  return { failure, stopping: () => void (stopping = true) };
}
