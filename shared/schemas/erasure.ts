// "Erase my account": the registrant's request and its state, the Admin's list
// and the carrying out. zod/mini (./mini.ts): the account page's and admin area's bundles carry this.
import { USER_ROLES } from '../constants';
import { erasureMessages as m } from '../erasure-messages';
import { isSafeText, unsafeTextMessage } from '../rules';
import { adminCursor, adminLimit, pageOf } from './admin-common';
import { positiveId } from './common';
import { documented, SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

export const ERASURE_STATUSES = ['pending', 'done'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** POST /account/erasure_request: an optional reason, plain text. */
export const ErasureRequestBody = z.object({
  reason: z.optional(
    z
      .string({ error: m.reason })
      .check(
        z.trim(),
        z.maxLength(1000, m.reason),
        z.refine(isSafeText, unsafeTextMessage('Reason')),
        documented({ pattern: SAFE_TEXT_PATTERN }),
      ),
  ),
});
export type ErasureRequestBody = z.infer<typeof ErasureRequestBody>;

/** The caller's own request as My Info shows it. */
export const ErasureRequestState = z.object({
  status: z.enum(ERASURE_STATUSES),
  requested_at: z.string(),
  reason: z.nullable(z.string()),
});
export type ErasureRequestState = z.infer<typeof ErasureRequestState>;

export const ErasureRequestAnswer = z.object({ message: z.string(), data: ErasureRequestState });
export type ErasureRequestAnswer = z.infer<typeof ErasureRequestAnswer>;

/** GET /account/erasure_request: the caller's request, or null when it asked none. */
export const ErasureStateAnswer = z.object({ data: z.nullable(ErasureRequestState) });
export type ErasureStateAnswer = z.infer<typeof ErasureStateAnswer>;

/** A record kept after the erasure because the law requires it, and until when. */
export const RetainedRecord = z.object({
  kind: z.enum(['payment', 'invoice']),
  id: z.string(),
  retained_for: z.string(),
  retain_until: z.string(),
});
export type RetainedRecord = z.infer<typeof RetainedRecord>;

/** What carrying it out did: counts, and the records kept (no personal value). */
export const ErasureOutcome = z.object({
  files_removed: z.number(),
  items_removed: z.number(),
  retained: z.array(RetainedRecord),
});
export type ErasureOutcome = z.infer<typeof ErasureOutcome>;

/** One request in the Admin's list; name, email and reason are gone once it is done. */
export const AdminErasureRequest = z.object({
  account_id: z.number(),
  role: z.enum(USER_ROLES),
  status: z.enum(ERASURE_STATUSES),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  requested_at: z.string(),
  carried_out_at: z.nullable(z.string()),
  carried_out_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  outcome: z.nullable(ErasureOutcome),
});
export type AdminErasureRequest = z.infer<typeof AdminErasureRequest>;

/** GET /admin/erasure_requests: newest first, optionally of one status. */
export const ErasureListQuery = z.object({
  status: z.optional(z.enum(ERASURE_STATUSES, { error: m.statusFilter })),
  limit: adminLimit(),
  cursor: adminCursor(),
});
export type ErasureListQuery = z.infer<typeof ErasureListQuery>;

export const ErasureListAnswer = pageOf(AdminErasureRequest);
export type ErasureListAnswer = z.infer<typeof ErasureListAnswer>;

/** The account whose request it is: one request per account. */
export const ErasureParams = z.object({ id: positiveId() });

export const ErasureCarriedOutAnswer = z.object({ message: z.string(), data: AdminErasureRequest });
export type ErasureCarriedOutAnswer = z.infer<typeof ErasureCarriedOutAnswer>;
