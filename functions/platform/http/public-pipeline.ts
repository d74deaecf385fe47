import type { RouteContract } from '../../contracts/route-contract';
import { createHttpHandler, type EnforceLimit, type Run } from './pipeline-core';

/** A contract anyone may call without saying who they are. */
export type PublicContract = RouteContract & { auth: 'public'; identifyCaller?: false };

/** Thrown at module load when a contract that needs a caller is given to the public pipeline. */
export class NotPublicRouteError extends Error {
  constructor(contract: RouteContract) {
    super(
      `${contract.method} ${contract.path} is not a public route without a caller: its handler must use handlers/pipeline`,
    );
    this.name = 'NotPublicRouteError';
  }
}

/**
 * The Lambda pipeline (pipeline-core.ts) for a public route that does not identify its caller:
 * the same checks, parsing, limits and answers as pipeline.ts, without importing the token code,
 * so the route's bundle carries no JWT library and starts faster. The compiler refuses any other
 * contract, and so does the `httpHandler` it answers when a handler's module loads (never a route
 * left unauthenticated). How limits count is supplied where handlers are wired
 * (functions/handlers/public-pipeline.ts).
 */
export function publicPipeline({ enforceLimit }: { enforceLimit: EnforceLimit }) {
  return function httpHandler<C extends PublicContract>(contract: C, run: Run<C>) {
    if (contract.auth !== 'public' || contract.identifyCaller) throw new NotPublicRouteError(contract);
    return createHttpHandler(contract, run, { enforceLimit, callerOf: () => Promise.resolve(null) });
  };
}
