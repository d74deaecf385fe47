import type { ProfileAnswer } from '@tender/shared/schemas/profile';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const BID_PROFILE_KEY = '/profile';

/** GET /profile, read by the bid page for the rows a technical cover may rely on. */
export function useBidProfile() {
  return useSWR<ProfileAnswer, ApiError>(BID_PROFILE_KEY, (key: string) => apiFetch<ProfileAnswer>(key), {
    revalidateOnFocus: false,
  });
}
