// The cached reads a tender change shows in, so every list, view and audit trail the admin opens
// next (and the public site's reads) show it.
import { AUDIT_PATH } from '../../../../config/paths';

/** The admin's tender API (GET list, POST create; one tender below it). */
export const ADMIN_TENDERS_PATH = '/admin/tenders';

/** The admin's tender lists only (not the one tender a page already holds the answer of). */
export const ADMIN_TENDER_LISTS_KEY = `${ADMIN_TENDERS_PATH}?`;

/** The public reads a tender change shows in (home list, the three lists, details). */
export const PUBLIC_TENDER_KEYS = ['/get_tender_list', '/tenders/'];

/** Key prefixes to revalidate after a change: the admin's reads given, the audit and the public reads. */
export function tenderChangeKeys(adminReads: string): string[] {
  return [adminReads, AUDIT_PATH, ...PUBLIC_TENDER_KEYS];
}
