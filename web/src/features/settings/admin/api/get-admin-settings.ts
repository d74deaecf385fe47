// GET /admin/settings (functions/contracts/settings-admin.ts): the settings as stored, with their version.
import type { AdminSettingsAnswer } from '@tender/shared/schemas/settings-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const ADMIN_SETTINGS_PATH = '/admin/settings';

export const fetchAdminSettings = (key: string) => apiFetch<AdminSettingsAnswer>(key);

export function useAdminSettings() {
  return useSWR<AdminSettingsAnswer, ApiError>(
    ADMIN_SETTINGS_PATH,
    fetchAdminSettings,
    // A form is open on it: a refetch on focus would not reach the form anyway.
    { revalidateOnFocus: false },
  );
}
