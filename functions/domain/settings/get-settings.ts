import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { basicInfoOf, getBasicSettings, toStoredSettings } from '../../data/settings-repository';

/** Settings as stored, or neutral values before the first admin save (no fee means no payment; the office's defaults). */
export async function getSettings(): Promise<SettingsBasicInfo> {
  return (await getBasicSettings()) ?? basicInfoOf(toStoredSettings({}));
}
