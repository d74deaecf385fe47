// The site's links in the web: the route table itself is shared with the backend's mails
// (shared/site-paths.ts); the helpers here build the addresses the web's own links need.

import { adminPaths, paths } from '@tender/shared/site-paths';

export { adminPaths, paths, sitePath } from '@tender/shared/site-paths';

/** Login, coming back to `next` (the in-site path of the page that needed it) once logged in. */
export function loginPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}

/** The saved searches page with its new-search form open, filled with these filters. */
export function savedSearchFormPath(prefill: { work_type?: string; category?: string; name?: string }): string {
  const query = new URLSearchParams({ new: '1' });
  for (const [name, value] of Object.entries(prefill)) if (value) query.set(name, value);
  return `/saved-searches?${query.toString()}`;
}

export function tenderPath(id: number | string): string {
  return `/tender/${id}`;
}

export const bidPath = (tenderId: number | string) => `/tenders/${tenderId}/bid`;

/** A tender's comparative statement and award: linked from its page and the evaluation page. */
export const comparativeStatementPath = (tenderId: number | string) => `/tenders/${tenderId}/comparative-statement`;

/** An organisation's own tender (My Tenders): its page and its form while it is a draft. */
export const myTenderPath = (id: number | string) => `${paths.myTenders}/${id}`;
export const myTenderEditPath = (id: number | string) => `${paths.myTenders}/${id}/edit`;
/** An organisation proposes a corrigendum of its published tender. */
export const myTenderCorrigendumPath = (id: number | string) => `${paths.myTenders}/${id}/corrigendum`;

/** /profile on one of its tabs (the tab's slug, e.g. 'works'), as the tab bar keeps it in the URL. */
export function profileTabPath(tab: string): string {
  return `${paths.profile}?tab=${encodeURIComponent(tab)}`;
}

export type TenderListKind = 'active' | 'closed' | 'cancelled' | 'retendered' | 'awarded';

export function activeTendersSearchPath(tenderId: string): string {
  const params = new URLSearchParams({ tender_id: tenderId.trim() });
  return `${paths.activeTenders}?${params.toString()}`;
}

export const adminTenderPath = (id: number | string) => `${adminPaths.tenders}/${id}`;
export const adminTenderEditPath = (id: number | string) => `${adminPaths.tenders}/${id}/edit`;
export const adminRetenderPath = (id: number | string) => `${adminPaths.tenders}/${id}/retender`;
export const adminRegistrantPath = (id: number | string) => `${adminPaths.registrants}/${id}`;
export const adminEnquiryPath = (id: number | string) => `${adminPaths.enquiries}/${id}`;
export const adminEnquiryEditPath = (id: number | string) => `${adminPaths.enquiries}/${id}/edit`;

/**
 * The API's audit list (GET /admin/audit), also the SWR key prefix every admin save revalidates so the
 * audit page and the records' audit trails show the change. Same text as adminPaths.audit, another thing.
 */
export const AUDIT_PATH = '/admin/audit';

/** The API's registration fee orders (GET /admin/payments): renewed when a registrant is deleted. */
export const ADMIN_PAYMENTS_PATH = '/admin/payments';
