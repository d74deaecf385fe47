import type { VerifyEmailAnswer } from '@tender/shared/schemas/accounts';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const VERIFY_EMAIL_PATH = '/email/verify';

/** The key carries the link's token as the query (`?token=<verify_url>`). */
export function getVerifyEmailKey(token: string): string {
  return `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token }).toString()}`;
}

/** GET /email/verify?token=...: 202 with the verified user and a fresh token. */
export function fetchVerifyEmail(key: string): Promise<VerifyEmailAnswer> {
  return apiFetch<VerifyEmailAnswer>(key);
}

/** Called once per link: never revalidated or retried (the answer changes the session). */
export function useVerifyEmail(token: string | undefined) {
  return useSWR<VerifyEmailAnswer, ApiError>(token ? getVerifyEmailKey(token) : null, fetchVerifyEmail, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
