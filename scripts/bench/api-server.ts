// The API without its read cache (READ_CACHE_SECONDS=0, set by the bench): the same gateway and
// handlers as the local stack's, in their own process, against the stack's DynamoDB Local, so the
// bench measures the pipeline's own cost beside the floor (issue 11: p99 <= 1.10x the floor's).
import path from 'node:path';
import { handlerSources } from '../local/api-router';
import { startGateway } from '../local/gateway';

if (process.env.READ_CACHE_SECONDS !== '0') throw new Error('api-server is the uncached API: READ_CACHE_SECONDS=0');
// HANDLER_BUNDLES: the folder of the handlers' Lambda bundles (shipped-servers.ts), else their sources.
// HANDLERS: only these (comma-separated), as a Lambda holds its own bundle alone; else all of them.
const bundles = process.env.HANDLER_BUNDLES;
const only = process.env.HANDLERS?.split(',');
const gateway = await startGateway({
  port: Number(process.env.PORT),
  host: '127.0.0.1',
  handlerModules: (handler) =>
    only && !only.includes(handler)
      ? undefined
      : bundles
        ? path.join(bundles, handler, 'index.mjs')
        : handlerSources(handler),
});
process.send?.(gateway.url);
