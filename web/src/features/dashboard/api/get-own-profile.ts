import type { ProfileAnswer } from '@tender/shared/schemas/profile';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

/** The same key as the profile page's, so a saved tab shows here at once. */
export const OWN_PROFILE_KEY = '/profile';

export function fetchOwnProfile(key: string): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>(key);
}

/** GET /profile for the dashboards GET /dashboard has no figures for (a Builder's); `enabled` false asks nothing. */
export function useOwnProfile(enabled = true) {
  return useSWR<ProfileAnswer, ApiError>(enabled ? OWN_PROFILE_KEY : null, fetchOwnProfile);
}
