// PUT /admin/settings: saved at the version read (409 when someone saved in between).
import type { AdminSettingsChanged, UpdateSettingsBody } from '@tender/shared/schemas/settings-admin';
import { apiFetch } from '../../../../lib/api/client';
import { ADMIN_SETTINGS_PATH } from './get-admin-settings';

/** The public reads the settings show in: the home page's slogan and logo, the registration fee and the payment switch. */
export const PUBLIC_SETTINGS_KEYS = ['/get_settings_basic_info', '/check_payment_during_contractor_registration'];

export function updateSettings(body: UpdateSettingsBody): Promise<AdminSettingsChanged> {
  return apiFetch<AdminSettingsChanged>(ADMIN_SETTINGS_PATH, { method: 'PUT', body });
}
