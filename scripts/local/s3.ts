import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { RunningProcess } from './dynamodb';
import { KEEP_ALIVE_MS } from './ports';
import { watchServer } from './server-watch';

const require = createRequire(import.meta.url);
type S3rverInstance = { run(): Promise<unknown>; close(): Promise<void>; httpServer?: Server };
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** CORS for browser uploads by presigned POST and downloads by presigned GET. */
function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    allowed +
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod>' +
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

/** An S3-API server (s3rver) with the uploads bucket created and CORS set. */
export async function startS3(
  port: number,
  directory: string,
  bucket: string,
  origins: readonly string[],
): Promise<RunningProcess> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsXml(origins)] }],
  });
  await server.run();
  if (!server.httpServer) throw new Error('The S3 server did not start.');
  server.httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  const watch = watchServer(server.httpServer);
  return {
    failure: watch.failure,
    stop: async () => {
      watch.stopping();
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => undefined);
    },
  };
}
