import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const SETTINGS_BASIC_INFO_KEY = '/get_settings_basic_info';

export type SettingsBasicInfoAnswer = { data: SettingsBasicInfo };

export function fetchSettingsBasicInfo(key: string): Promise<SettingsBasicInfoAnswer> {
  return apiFetch<SettingsBasicInfoAnswer>(key);
}

export function useSettingsBasicInfo() {
  return useSWR<SettingsBasicInfoAnswer, ApiError>(SETTINGS_BASIC_INFO_KEY, fetchSettingsBasicInfo, {
    revalidateOnFocus: false,
  });
}
