import { callerOfSession } from '../domain/accounts/session-caller';
import { enforceLimit } from '../domain/limits/enforce-limit';
import { authenticatedPipeline } from '../platform/http/pipeline';

/**
 * The pipeline every handler of a route with a caller uses (functions/platform/http/pipeline.ts),
 * wired here because the platform imports neither the domain nor the data layer: who the caller is
 * (the domain's Caller, read from the session and the account now) and how per-address limits count.
 */
export const httpHandler = authenticatedPipeline({ callerOfSession, enforceLimit });
