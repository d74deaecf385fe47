// Settings (functions/contracts/settings-admin.ts): read as stored, save at the version read.
import type {
  AdminSettingsAnswer,
  AdminSettingsChanged,
  UpdateSettingsBody,
} from '@tender/shared/schemas/settings-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const ADMIN_SETTINGS_PATH = '/admin/settings';
/** The public reads the settings show in: the home page's slogan and logo, the registration fee and the payment switch. */
export const PUBLIC_SETTINGS_KEYS = ['/get_settings_basic_info', '/check_payment_during_contractor_registration'];

export function useAdminSettings() {
  return useSWR<AdminSettingsAnswer, ApiError>(
    ADMIN_SETTINGS_PATH,
    (key: string) => apiFetch<AdminSettingsAnswer>(key),
    // A form is open on it: a refetch on focus would not reach the form anyway.
    { revalidateOnFocus: false },
  );
}

export function updateSettings(body: UpdateSettingsBody): Promise<AdminSettingsChanged> {
  return apiFetch<AdminSettingsChanged>(ADMIN_SETTINGS_PATH, { method: 'PUT', body });
}
