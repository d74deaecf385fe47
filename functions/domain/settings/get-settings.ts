import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { getBasicSettings } from '../../data/settings-repository';

/** Settings as stored, or neutral values before the first admin save (no fee means no payment). */
export async function getSettings(): Promise<SettingsBasicInfo> {
  return (
    (await getBasicSettings()) ?? {
      site_slogan: '',
      site_url: '',
      site_logo: '',
      basic_contractor_registration_fees: 0,
    }
  );
}
