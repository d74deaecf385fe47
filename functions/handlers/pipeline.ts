import { accountExtraMessages } from '@tender/shared/account-messages';
import type { RouteContract } from '../contracts/route-contract';
import { logAuthEvent } from '../domain/accounts/auth-events';
import type { Caller } from '../domain/market/caller';
import { callerOfSession, type SessionOfToken } from '../domain/accounts/session-caller';
import { enforceLimit } from '../domain/limits/enforce-limit';
import { ForbiddenError } from '../platform/errors';
import { authenticatedPipeline } from '../platform/http/pipeline';
import type { Run } from '../platform/http/pipeline-core';

/**
 * Who is calling this route. A mailed one-time password (must_change_password) opens only the
 * routes its change needs (the contract's `beforePasswordChange`: the own account read, the change,
 * logout; what the web app calls before it), so the API enforces what the web app's redirect asks
 *: any other route answers 403 saying so, and a public route that identifies
 * its caller serves such a caller as anonymous.
 */
function callerFor(contract: RouteContract) {
  return async (session: SessionOfToken, now: Date): Promise<Caller | null> => {
    const caller = await callerOfSession(session, now);
    if (!caller?.mustChangePassword || contract.beforePasswordChange) return caller;
    if (contract.auth === 'public') return null;
    logAuthEvent('session.one_time_password_refused', { userId: caller.userId, reason: contract.handler });
    throw new ForbiddenError(accountExtraMessages.oneTimePasswordFirst);
  };
}

/**
 * The pipeline every handler of a route with a caller uses (functions/platform/http/pipeline.ts),
 * wired here because the platform imports neither the domain nor the data layer: who the caller is
 * (the domain's Caller, read from the session and the account now) and how per-address limits count.
 */
export function httpHandler<C extends RouteContract>(contract: C, run: Run<C, Caller>) {
  return authenticatedPipeline({ callerOfSession: callerFor(contract), enforceLimit })(contract, run);
}
