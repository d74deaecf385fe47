import { OFFICE_DEFAULTS } from '@tender/shared/constants';
import type { OfficeSettings, SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { DEFAULT_SITE_LOGO } from '@tender/shared/settings-rules';
import { useSettingsBasicInfo } from './get-settings-basic-info';

/** What the header, footer and contact page show of the settings. */
export type SiteSettings = OfficeSettings & {
  /** An uploaded logo's address, or undefined for the site's own drawn logo. */
  logo: string | undefined;
};

const uploadedLogo = (siteLogo: string | undefined) =>
  siteLogo && siteLogo !== DEFAULT_SITE_LOGO ? siteLogo : undefined;

/**
 * The office and logo from the public settings, SITE's values until they are in (a page rendered
 * with its data has them from the first paint: web/server/data-pages.ts).
 */
export function useSiteSettings(): SiteSettings {
  const settings: Partial<SettingsBasicInfo> = useSettingsBasicInfo().data?.data ?? {};
  // Field by field: an answer without one (an API older than the page) shows the default for it.
  const office = Object.fromEntries(
    Object.entries(OFFICE_DEFAULTS).map(([field, fallback]) => {
      const value = settings[field as keyof OfficeSettings];
      return [field, typeof value === typeof fallback ? value : fallback];
    }),
  ) as OfficeSettings;
  return { ...office, logo: uploadedLogo(settings.site_logo) };
}

/** A tel: link for a phone as the office writes it (+91 20 2567 8900 -> tel:+912025678900). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
