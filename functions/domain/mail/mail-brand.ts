import { SITE } from '@tender/shared/constants';
import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { DEFAULT_SITE_LOGO } from '@tender/shared/schemas/settings-admin';
import { logger } from '../../platform/logger';
import type { MailBrand } from './mail-layout';
import { getSettings } from '../../data/settings-repository';
import { rebaseSiteLink, siteLinkBase } from './site-url';

// What every mail shows of the site: the logo, the office address in the
// footer, and links on the site URL the Admin set. Read when the mail is sent (mail/send-mail.ts).

export function mailBrandOf(settings: Pick<SettingsBasicInfo, 'site_logo' | 'site_url' | 'office_address'>): MailBrand {
  const base = siteLinkBase(settings);
  return {
    siteName: SITE.name,
    // Absolute: a mail client has no site to resolve a path against.
    logoUrl: new URL(settings.site_logo || DEFAULT_SITE_LOGO, base).toString(),
    address: settings.office_address || SITE.address,
    siteLink: (href) => rebaseSiteLink(href, base),
  };
}

/** The brand of the current settings, or none when they cannot be read (the mail still goes, as laid out). */
export async function currentMailBrand(): Promise<MailBrand | undefined> {
  try {
    return mailBrandOf(await getSettings());
  } catch (error) {
    logger.warn('mail.brand_unread', { error: error instanceof Error ? error.name : 'unknown' });
    return undefined;
  }
}
