// The admin area's registrants: contractors (and builders) and organisations, listed on
// SPEC.md §7's own paths (GET /contractors, GET /organizations), viewed whole, reviewed, graded and
// deleted (DELETE /contractors/{id}, /organizations/{id}). zod/mini (./mini.ts).
import { registrantMessages as m } from '../admin-messages';
import { isSafeText, unsafeTextMessage } from '../rules';
import { adminCursor, adminLimit, pageOf, queryFlag, searchText } from './admin-common';
import { positiveId } from './common';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

export const REGISTRANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CONTRACTOR_GRADES = ['A', 'B', 'C', 'D'] as const;
export const REGISTRANT_KINDS = ['contractor', 'organization', 'builder'] as const;

const listQuery = <R extends readonly [string, ...string[]]>(roles: R) =>
  z.strictObject({
    /** Contained in the name, company name, email, mobile or PAN. */
    q: searchText(m.search),
    verified: queryFlag(),
    paid: queryFlag(),
    status: z.optional(z.enum(REGISTRANT_STATUSES, { error: 'status must be pending, approved or rejected.' })),
    role: z.optional(z.enum(roles, { error: `role must be ${roles.join(' or ')}.` })),
    limit: adminLimit(),
    cursor: adminCursor(),
  });

/** GET /contractors: vendors by default; role=Builder lists the builders. Newest first. */
export const ContractorListQuery = listQuery(['Contractor', 'Builder'] as const);
export type ContractorListQuery = z.infer<typeof ContractorListQuery>;

/** GET /organizations: buyers, newest first. */
export const OrganizationListQuery = listQuery(['Organization'] as const);
export type OrganizationListQuery = z.infer<typeof OrganizationListQuery>;

export const RegistrantListItem = z.object({
  id: z.number(),
  kind: z.enum(REGISTRANT_KINDS),
  role: z.string(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  pan: z.string(),
  status: z.enum(REGISTRANT_STATUSES),
  /** Contractors only (SPEC: 'C' when none is given). */
  grade: z.nullable(z.string()),
  /** The account's email address is verified. */
  verified: z.boolean(),
  /** The registration fee was paid. */
  paid: z.boolean(),
  created_at: z.string(),
});
export type RegistrantListItem = z.infer<typeof RegistrantListItem>;

export const RegistrantListAnswer = pageOf(RegistrantListItem);
export type RegistrantListAnswer = z.infer<typeof RegistrantListAnswer>;

export const RegistrantParams = z.object({ id: positiveId() });

const record = z.record(z.string(), z.unknown());

/**
 * The whole profile, read-only: the account, the profile's sections as stored, and every list. Each
 * stored file (an object with key, file_name, content_type, size) carries `url` and `url_expires_at`:
 * a short-lived link that shows it.
 */
export const RegistrantDetail = z.object({
  id: z.number(),
  kind: z.enum(REGISTRANT_KINDS),
  status: z.enum(REGISTRANT_STATUSES),
  grade: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  reviewed_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  is_quick_register: z.boolean(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    mobile: z.nullable(z.string()),
    role: z.string(),
    email_verified_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
  payment: z.nullable(z.object({ order_id: z.string(), payment_id: z.string() })),
  basic: record,
  bank_details: z.nullable(record),
  documents: z.array(record),
  lists: z.record(z.string(), z.array(record)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegistrantDetail = z.infer<typeof RegistrantDetail>;

export const RegistrantAnswer = z.object({ data: RegistrantDetail });
export type RegistrantAnswer = z.infer<typeof RegistrantAnswer>;

export const RegistrantChanged = z.object({ error: z.literal(false), message: z.string(), data: RegistrantDetail });
export type RegistrantChanged = z.infer<typeof RegistrantChanged>;

/** POST /admin/registrants/{id}/review. */
export const ReviewRegistrantBody = z.object({
  decision: z.enum(['approve', 'reject'], { error: m.decision }),
  remark: z
    .string({ error: m.remark })
    .check(
      z.trim(),
      z.minLength(1, m.remark),
      z.maxLength(1000, m.remarkTooLong),
      z.refine(isSafeText, unsafeTextMessage('Remark')),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    ),
});
export type ReviewRegistrantBody = z.infer<typeof ReviewRegistrantBody>;

/** PUT /admin/registrants/{id}/grade (contractors). */
export const GradeRegistrantBody = z.object({ grade: z.enum(CONTRACTOR_GRADES, { error: m.grade }) });
export type GradeRegistrantBody = z.infer<typeof GradeRegistrantBody>;
