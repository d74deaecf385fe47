import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { RunningProcess } from './dynamodb';
import { watchServer } from './server-watch';

const require = createRequire(import.meta.url);
// A CommonJS module whose default export is the server factory.
const sesServer = (
  require('aws-ses-v2-local') as { default: (config: { host: string; port: number }) => Promise<Server> }
).default;

/** The SES-API server with its web mailbox (UI at /, messages at GET /store). Mail is kept in memory. */
export async function startSes(port: number): Promise<RunningProcess> {
  const server: Server = await sesServer({ host: '127.0.0.1', port });
  const watch = watchServer(server);
  return {
    failure: watch.failure,
    stop: () =>
      new Promise<void>((resolve) => {
        watch.stopping();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
