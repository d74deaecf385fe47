import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { RunningProcess } from './dynamodb';
import { IPV4_LOOPBACK, listenOnIpv6Too } from './ports';
import { watchServer } from './server-watch';

const require = createRequire(import.meta.url);
// A CommonJS module whose default export is the server factory.
const sesServer = (
  require('aws-ses-v2-local') as { default: (config: { host: string; port: number }) => Promise<Server> }
).default;

/** The SES-API server with its web mailbox (UI at /, messages at GET /store). Mail is kept in memory. */
export async function startSes(port: number): Promise<RunningProcess> {
  const server: Server = await sesServer({ host: IPV4_LOOPBACK, port });
  // The mailbox's address is printed as http://localhost:port.
  const ipv6 = await listenOnIpv6Too(server, port).catch((error: unknown) => {
    server.close();
    throw error;
  });
  const watch = watchServer(server);
  return {
    failure: watch.failure,
    stop: async () => {
      watch.stopping();
      server.closeAllConnections?.();
      await Promise.all(
        [server, ...(ipv6 ? [ipv6] : [])].map((each) => new Promise<void>((resolve) => each.close(() => resolve()))),
      );
    },
  };
}
