import type { RouteContract } from '../../contracts/route-contract';
import { authenticate, identifyCaller, type CallerOfSession, type CallerStanding } from './authenticate';
import { createHttpHandler, type EnforceLimit, type Run } from './pipeline-core';

export { MAX_BODY_BYTES, type Request } from './pipeline-core';

/** What the authenticated pipeline is given where handlers are wired (functions/handlers/pipeline.ts). */
export type AuthenticatedWiring<K extends CallerStanding> = {
  callerOfSession: CallerOfSession<K>;
  enforceLimit: EnforceLimit;
};

/**
 * The Lambda pipeline for any route (pipeline-core.ts), the caller authenticated at the contract's
 * level. A route that is public and does not identify its caller may use public-pipeline.ts
 * instead, which leaves the token code (jsonwebtoken, the JWT secret, sessions) out of its bundle.
 * Answers the `httpHandler` handlers call, with who the caller is and how limits count supplied.
 */
export function authenticatedPipeline<K extends CallerStanding>({
  callerOfSession,
  enforceLimit,
}: AuthenticatedWiring<K>) {
  return function httpHandler<C extends RouteContract>(contract: C, run: Run<C, K>) {
    return createHttpHandler(contract, run, {
      enforceLimit,
      callerOf: (event) =>
        contract.auth === 'public' && contract.identifyCaller
          ? identifyCaller(event, callerOfSession)
          : authenticate(event, contract.auth, callerOfSession),
    });
  };
}
