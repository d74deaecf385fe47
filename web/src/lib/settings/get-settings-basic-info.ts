import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { ApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

// GET /get_settings_basic_info: the public settings the site shows (the header, footer and contact
// page's office, the logo, the home page's slogan, the registration fee). One key for every reader,
// so SWR makes one request for all of them and a data page's HTML carries it (web/README.md).

export const SETTINGS_BASIC_INFO_KEY = '/get_settings_basic_info';

export type SettingsBasicInfoAnswer = { data: SettingsBasicInfo };

export function fetchSettingsBasicInfo(key: string = SETTINGS_BASIC_INFO_KEY): Promise<SettingsBasicInfoAnswer> {
  return apiFetch<SettingsBasicInfoAnswer>(key);
}

export function useSettingsBasicInfo() {
  return useSWR<SettingsBasicInfoAnswer, ApiError>(SETTINGS_BASIC_INFO_KEY, fetchSettingsBasicInfo, {
    revalidateOnFocus: false,
  });
}
