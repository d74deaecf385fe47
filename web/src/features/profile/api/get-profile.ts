import type { ProfileAnswer } from '@tender/shared/schemas/profile';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const PROFILE_KEY = '/profile';

export function fetchProfile(key: string): Promise<ProfileAnswer> {
  return apiFetch<ProfileAnswer>(key);
}

/**
 * GET /profile: role, user and every tab's data. Not refetched on focus: a reload would put the saved
 * values back into a tab the visitor is editing (each save reloads it instead).
 */
export function useProfile() {
  return useSWR<ProfileAnswer, ApiError>(PROFILE_KEY, fetchProfile, { revalidateOnFocus: false });
}
