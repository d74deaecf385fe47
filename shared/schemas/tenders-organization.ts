// Tenders and their owning organisations: an organisation's own tenders (My Tenders:
// drafts with the Admin's form and rules, sent for the consultancy's review) and the Admin's
// organisation picker. zod/mini (./mini.ts), as the admin tender schemas.
import { adminCursor, adminLimit, pageOf, searchText } from './admin-common';
import { positiveCount } from './common';
import * as z from './mini';
import { AdminTenderListItem, TenderFields, tenderDateRules, tenderVersion } from './tenders-admin';

/** POST /my/tenders: a new draft of the caller's organisation, the same form as the Admin's without the owner. */
export const MyTenderBody = TenderFields.check(tenderDateRules);
export type MyTenderBody = z.infer<typeof MyTenderBody>;

/** PUT /my/tenders/{id}: the whole form again, with the version read. */
export const UpdateMyTenderBody = z.extend(TenderFields, { version: tenderVersion() }).check(tenderDateRules);
export type UpdateMyTenderBody = z.infer<typeof UpdateMyTenderBody>;

/** GET /my/tenders: every state, newest first, paged. */
export const MyTenderListQuery = z.strictObject({ limit: adminLimit(), cursor: adminCursor() });
export type MyTenderListQuery = z.infer<typeof MyTenderListQuery>;

/** A row of My Tenders: the admin list's, with the consultancy's remark of a returned draft. */
export const MyTenderListItem = z.object({
  ...AdminTenderListItem.shape,
  return_remark: z.nullable(z.string()),
});
export type MyTenderListItem = z.infer<typeof MyTenderListItem>;

export const MyTenderListAnswer = pageOf(MyTenderListItem);
export type MyTenderListAnswer = z.infer<typeof MyTenderListAnswer>;

/** The organisation picker shows a few matches at a time. */
export const ORGANIZATION_SEARCH_MAX = 20;

/** GET /admin/organizations: the organisations a tender can belong to, found by company name or email. */
export const OrganizationSearchQuery = z.strictObject({
  q: searchText(),
  limit: z.optional(positiveCount('limit', ORGANIZATION_SEARCH_MAX)),
  cursor: adminCursor(),
});
export type OrganizationSearchQuery = z.infer<typeof OrganizationSearchQuery>;

export const OrganizationChoice = z.object({ id: z.number(), company_name: z.string(), email: z.string() });
export type OrganizationChoice = z.infer<typeof OrganizationChoice>;

export const OrganizationSearchAnswer = pageOf(OrganizationChoice);
export type OrganizationSearchAnswer = z.infer<typeof OrganizationSearchAnswer>;
