import type { SWRConfiguration } from 'swr';
import { isApiError } from './api-error';
import { getJson } from './client';

const RETRY_BASE_MS = 3000;
const RETRY_MAX_MS = 30_000;

/**
 * Transient failures (no answer, 5xx such as 503 when the database is down, 429) are retried
 * with a capped backoff, so a page recovers on its own once the API answers again.
 * 4xx answers (404, 400, ...) are final and never retried.
 */
export const swrConfig: SWRConfiguration = {
  fetcher: getJson,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  shouldRetryOnError: true,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (isApiError(error) && !error.isTransient) return;
    const delay = Math.min(RETRY_BASE_MS * 2 ** Math.min(retryCount, 4), RETRY_MAX_MS);
    setTimeout(() => {
      void revalidate({ retryCount });
    }, delay);
  },
};
