import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { apiFetch } from '../../api/client';

/** The same key as the home page's, so SWR shares one request between them. */
export const SETTINGS_BASIC_INFO_KEY = '/get_settings_basic_info';

export type SettingsBasicInfoAnswer = { data: SettingsBasicInfo };

export function fetchSettingsBasicInfo(key: string = SETTINGS_BASIC_INFO_KEY): Promise<SettingsBasicInfoAnswer> {
  return apiFetch<SettingsBasicInfoAnswer>(key);
}
