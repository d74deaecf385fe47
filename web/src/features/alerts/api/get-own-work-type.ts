import type { ProfileAnswer } from '@tender/shared/schemas/profile';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

/** The profile's key the dashboard and profile pages read too (SWR asks once). */
const OWN_PROFILE_KEY = '/profile';

/** The work type of the signed-in contractor's profile (null when it has none; enabled false: no call). */
export function useOwnWorkType(enabled: boolean) {
  const answer = useSWR<ProfileAnswer, ApiError>(enabled ? OWN_PROFILE_KEY : null, (key: string) =>
    apiFetch<ProfileAnswer>(key),
  );
  const basic = (answer.data?.data as { basic?: { material_work_type_id?: number | null } } | undefined)?.basic;
  return basic?.material_work_type_id ?? null;
}
