import type { RouteContract } from '../../contracts/route-contract';
import { authenticate, identifyCaller } from './authenticate';
import { createHttpHandler, type Request, type Result } from './pipeline-core';

export { MAX_BODY_BYTES, type Request } from './pipeline-core';

/**
 * The Lambda pipeline for any route (pipeline-core.ts), the caller authenticated at the contract's
 * level. A route that is public and does not identify its caller may use public-pipeline.ts
 * instead, which leaves the token code (jsonwebtoken, the JWT secret, sessions) out of its bundle.
 */
export function httpHandler<C extends RouteContract>(
  contract: C,
  run: (request: Request<C>) => Result<C> | Promise<Result<C>>,
) {
  return createHttpHandler(contract, run, (event) =>
    contract.auth === 'public' && contract.identifyCaller ? identifyCaller(event) : authenticate(event, contract.auth),
  );
}
