// The API without its read cache (READ_CACHE_SECONDS=0, set by the bench): the local stack's gateway
// serving the handlers' Lambda bundles, in its own process, against the stack's DynamoDB Local, so the
// bench measures the pipeline's own cost beside the floor (p99 <= 1.10x the floor's).
import path from 'node:path';
import { startGateway } from '../local/gateway';

if (process.env.READ_CACHE_SECONDS !== '0') throw new Error('api-server is the uncached API: READ_CACHE_SECONDS=0');
// The handlers' Lambda bundles (HANDLER_BUNDLES: shipped-servers.ts), only those named in HANDLERS
// (comma-separated), as a Lambda holds its own bundle alone.
const bundles = process.env.HANDLER_BUNDLES;
const only = process.env.HANDLERS?.split(',') ?? [];
if (!bundles) throw new Error('api-server serves the Lambda bundles: HANDLER_BUNDLES');
const gateway = await startGateway({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  handlerModules: (handler) => (only.includes(handler) ? path.join(bundles, handler, 'index.mjs') : undefined),
});
process.send?.(gateway.url);
