import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';

/**
 * Short timeouts: a hung service (a stopped process still accepts connections) must give the
 * caller a 503 within about two seconds, so a request that has not answered in 1.5 s is abandoned.
 * `throwOnRequestTimeout` makes smithy fail the request instead of only logging a warning.
 */
export const requestHandlerOptions = { connectionTimeout: 1000, requestTimeout: 1500, throwOnRequestTimeout: true };

const retryToken = (count: number): StandardRetryToken => ({
  getRetryCount: () => count,
  getRetryDelay: () => 0,
  getRetryCost: () => undefined,
});

const RETRIED_ERRORS = new Set<RetryErrorInfo['errorType']>(['THROTTLING', 'SERVER_ERROR']);
/**
 * A connection the service closed under the request: typically a kept-alive one it had just closed
 * as idle when the client sent on it. It fails at once, and a new connection answers.
 */
const DROPPED_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

const isRetried = ({ errorType, error }: RetryErrorInfo) =>
  RETRIED_ERRORS.has(errorType) ||
  (errorType === 'TRANSIENT' && DROPPED_CONNECTION.has((error as { code?: unknown } | undefined)?.code as string));

/**
 * One retry, after 50-100 ms, for throttling, server errors and a dropped connection (as the SDK's
 * standard strategy retries them). A timeout is not retried: a second wait would take the answer past
 * two seconds.
 */
export const retryStrategy: RetryStrategyV2 = {
  acquireInitialRetryToken: async () => retryToken(0),
  refreshRetryTokenForRetry: async (token, errorInfo) => {
    if (token.getRetryCount() >= 1 || !isRetried(errorInfo)) throw errorInfo.error;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
    return retryToken(token.getRetryCount() + 1);
  },
  recordSuccess: () => undefined,
};

/** The client options every AWS client of the functions shares. */
export const awsClientOptions = { requestHandler: requestHandlerOptions, retryStrategy } as const;
