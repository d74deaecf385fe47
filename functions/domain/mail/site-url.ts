import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { config } from '../../platform/config';

// Where links to the site point: the site URL the Admin set, else the address
// the stage was deployed with (SITE_URL).

/**
 * The absolute address of a page of the site on the deployed address (config.SITE_URL): `path` is
 * one of shared/site-paths.ts, filled by sitePath; `query` is set as searchParams.set writes it.
 * Every site link a mail carries is built here, and mail-brand.ts moves it onto the Admin's site URL.
 */
export function siteLink(path: string, query?: Readonly<Record<string, string>>): string {
  const url = new URL(path, config.SITE_URL);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

/** The base of every link to the site a mail carries. */
export function siteLinkBase(settings: Pick<SettingsBasicInfo, 'site_url'>): string {
  return settings.site_url.trim() || config.SITE_URL;
}

/**
 * A link built on the deployed address (config.SITE_URL), moved onto `base` with its path, query and
 * fragment; any other link is left as it is.
 */
export function rebaseSiteLink(href: string, base: string): string {
  if (base === config.SITE_URL || !URL.canParse(href)) return href;
  const link = new URL(href);
  if (link.origin !== new URL(config.SITE_URL).origin) return href;
  return new URL(`${link.pathname}${link.search}${link.hash}`, base).toString();
}
