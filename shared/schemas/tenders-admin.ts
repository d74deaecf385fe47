// The admin area's tender shapes: the form's body (the whole SPEC.md §3 tender detail,
// names of lookups taken from their ids), the admin list and detail, and the state changes.
// zod/mini (./mini.ts), as every admin tender route's Lambda bundle carries these.
import { adminListMessages, tenderFieldMessages as m, tenderStateMessages } from '../admin-messages';
import { openingMessages } from '../opening-messages';
import { hasAtMostTwoDecimals, isSafeText } from '../rules';
import { TMP_UPLOAD_KEY_PATTERN, uploadMessages } from '../upload-rules';
import { adminCursor, adminLimit, pageOf, searchText } from './admin-common';
import { TENDER_DATE_FIELDS, TENDER_DATE_PATTERN, tenderDateErrors, toIstDateTime } from './tender-dates';
import { positiveId } from './common';
import { corrigendumReason } from './corrigendum-reason';
import { DATE_TIME_PATTERN, documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import { OpenerAccount } from './opening';
import { ADMIN_TENDER_STATUSES, TenderDetail, TenderListItem, TenderWorkItem } from './tender';
import { UploadFileName } from './uploads';

export { ADMIN_TENDER_STATUSES, type AdminTenderStatus } from './tender';

export const TENDER_WORK_ITEMS_MAX = 200;
export const TENDER_DOCUMENTS_MAX = 30;
/** The largest amount a tender field takes, in rupees (10,000 crore). */
const AMOUNT_MAX = 100_000_000_000;

/** Required text people type: trimmed, 1..max characters, nothing `isSafeText` refuses. */
const text = (label: string, message: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, m.tooLong(label, max)),
      z.refine(isSafeText, m.unsafe(label)),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    );

const amount = (message: string) =>
  z
    .number({ error: message })
    .check(
      z.minimum(0, message),
      z.maximum(AMOUNT_MAX, message),
      z.refine(hasAtMostTwoDecimals, message),
      documented({ multipleOf: 0.01 }),
    );

const lookupId = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(Number.MAX_SAFE_INTEGER, message));

const yesNo = () => z.boolean({ error: m.yesNo });

/** A date and time (see TENDER_DATE_PATTERN), stored as India time with seconds and +05:30. */
const dateTime = () =>
  z.pipe(
    z.string({ error: m.date }).check(z.regex(TENDER_DATE_PATTERN, m.date), documented({ pattern: DATE_TIME_PATTERN })),
    z.transform((value: string, context) => {
      const canonical = toIstDateTime(value);
      if (canonical) return canonical;
      // A mini transform's context is the parse payload itself: the issue goes straight on its
      // list, as classic zod's context.addIssue puts it there.
      context.issues.push({ code: 'custom', message: m.date, input: value });
      return z.NEVER;
    }),
  );

/** The qualifier range: 'low-high' in rupees, low not above high (shown in crore). */
const qualifierRange = () =>
  z.string({ error: m.remarks }).check(
    z.trim(),
    z.regex(/^\d{1,13}-\d{1,13}$/, m.remarks),
    z.refine((value) => {
      const [low, high] = value.split('-').map(Number) as [number, number];
      return low <= high;
    }, m.remarksOrder),
  );

/** One line of the bill of quantities; the work type's name comes from the work type list. */
export const TenderWorkItemInput = z.object({
  material_work_type_id: lookupId(m.workItemType),
  item_description: text('The description', m.workItemDescription, 300),
  quantity: z
    .number({ error: m.workItemQuantity })
    .check(z.positive(m.workItemQuantity), z.maximum(1_000_000_000, m.workItemQuantity)),
  unit: text('The unit', m.workItemUnit, 20),
});
export type TenderWorkItemInput = z.infer<typeof TenderWorkItemInput>;

/** A new upload for a tender document: a tmp/ key from POST /uploads (purpose tender_document). */
export const TenderDocumentUpload = z.object(
  {
    key: z
      .string({ error: uploadMessages.unavailable })
      .check(z.regex(TMP_UPLOAD_KEY_PATTERN, uploadMessages.unavailable)),
    file_name: UploadFileName,
  },
  { error: m.documentFile },
);
export type TenderDocumentUpload = z.infer<typeof TenderDocumentUpload>;

/**
 * One document of the tender: a document the tender has (its `id`, optionally with a new `file`
 * to replace its file) or a new one (no id, a `file` required).
 */
export const TenderDocumentInput = z
  .object({
    id: z.optional(z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
    document_name: text('The document name', m.documentName, 120),
    description: text('The description', m.documentDescription, 500),
    file: z.optional(TenderDocumentUpload),
  })
  .check(
    z.refine((document) => document.id !== undefined || document.file !== undefined, {
      message: m.documentFile,
      path: ['file'],
    }),
    documented({ anyOf: [{ required: ['id'] }, { required: ['file'] }] }),
  );
export type TenderDocumentInput = z.infer<typeof TenderDocumentInput>;

/**
 * Every field of the tender form (SPEC.md §3 tender detail) without the cross-field date rules:
 * the base that the Admin's create, edit and re-tender and an organisation's own drafts share.
 * Dates as TENDER_DATE_PATTERN; published_date is set when the tender is published, never sent.
 * The organisation is not typed: organization_name is its owner's company name.
 */
export const TenderFields = z.object({
  project_name: text('The project name', m.project_name, 200),
  tender_reference_number: text('The reference number', m.tender_reference_number, 60),
  tender_type_name: text('The tender type', m.tender_type_name, 60),
  form_contract_name: text('The form of contract', m.form_contract_name, 60),
  tender_category_id: lookupId(m.tender_category_id),
  material_work_type_id: lookupId(m.material_work_type_id),
  location: text('The location', m.location, 200),
  pin_code: z.string({ error: m.pin_code }).check(z.trim(), z.regex(/^\d{6}$/, m.pin_code)),
  remarks: qualifierRange(),
  allow_two_stage_bidding: yesNo(),
  general_technical_evaluation: yesNo(),
  item_wise_evaluation_allowed: yesNo(),
  pre_qualification: text('The pre-qualification', m.pre_qualification, 2000),
  bid_validity_days: z
    .number({ error: m.bid_validity_days })
    .check(z.int(m.bid_validity_days), z.minimum(1, m.bid_validity_days), z.maximum(3650, m.bid_validity_days)),
  period_of_works: text('The period of works', m.period_of_works, 60),
  tender_fee: amount(m.tender_fee),
  is_paid: yesNo(),
  emd_exemption_allowed: yesNo(),
  emd_amount: amount(m.emd_amount),
  emd_fee_type_name: z.enum(['Fixed', 'Percentage'], { error: m.emd_fee_type_name }),
  emd_percentage: z
    .number({ error: m.emd_percentage })
    .check(z.minimum(0, m.emd_percentage), z.maximum(100, m.emd_percentage)),
  pre_bid_meeting_place_name: text('The pre-bid meeting place', m.pre_bid_meeting_place_name, 300),
  pre_bid_opening_place: text('The bid opening place', m.pre_bid_opening_place, 300),
  document_download_sale_start_date: dateTime(),
  document_download_sale_end_date: dateTime(),
  clarification_start_date: dateTime(),
  clarification_end_date: dateTime(),
  pre_bid_meeting_date: dateTime(),
  bid_submission_start_date: dateTime(),
  bid_submission_end_date: dateTime(),
  bid_opening_date: dateTime(),
  authorized_name: text('The authority name', m.authorized_name, 200),
  authorized_address: text('The authority address', m.authorized_address, 500),
  tender_material_works: z
    .array(TenderWorkItemInput, { error: m.workItems })
    .check(z.minLength(1, m.workItems), z.maxLength(TENDER_WORK_ITEMS_MAX, m.workItemsTooMany(TENDER_WORK_ITEMS_MAX))),
  tender_documents: z._default(
    z
      .array(TenderDocumentInput, { error: m.documentFile })
      .check(z.maxLength(TENDER_DOCUMENTS_MAX, m.documentsTooMany(TENDER_DOCUMENTS_MAX))),
    [],
  ),
});
export type TenderFields = z.infer<typeof TenderFields>;

/**
 * The date rules as a check of the whole form: one issue per broken rule, on the field to correct.
 * It runs even while other fields are wrong (`when`), so a form shows every problem at once; a
 * date that does not parse is left to its own field's message.
 */
export const tenderDateRules = z.superRefine(
  (value: unknown, context) => {
    const form = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const dates = Object.fromEntries(
      TENDER_DATE_FIELDS.map((field) => {
        const typed = form[field];
        return [field, typeof typed === 'string' ? (toIstDateTime(typed) ?? null) : null];
      }),
    );
    for (const [field, message] of Object.entries(tenderDateErrors(dates))) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
  },
  { when: () => true },
);

/** The version of the tender an edit was made on (no lost update). */
export const tenderVersion = () =>
  z
    .number({ error: m.version })
    .check(z.int(m.version), z.minimum(0, m.version), z.maximum(Number.MAX_SAFE_INTEGER, m.version));

/** The organisation that owns the tender: a registered Organization account's user id. */
const organizationId = () => lookupId(m.organization_id);

/** Most accounts a tender names as its openers or its evaluators. */
export const TENDER_ROLE_ACCOUNTS_MAX = 20;

const accountId = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(Number.MAX_SAFE_INTEGER, message));

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/**
 * Who opens the bids: at least two different accounts, each an Admin or the tender's
 * organisation (checked against the accounts when saved). Null or absent: at publish, the
 * publishing Admin and the organisation.
 */
const openers = () =>
  z.optional(
    z.nullable(
      z
        .array(accountId(openingMessages.opener), { error: openingMessages.openers })
        .check(
          z.minLength(2, openingMessages.openers),
          z.maxLength(TENDER_ROLE_ACCOUNTS_MAX, openingMessages.openers),
          z.refine(distinct, openingMessages.openers),
          documented({ uniqueItems: true }),
        ),
    ),
  );

/** Who evaluates the opened bids: null or absent, the openers. */
const evaluators = () =>
  z.optional(
    z.nullable(
      z
        .array(accountId(openingMessages.evaluators), { error: openingMessages.evaluators })
        .check(
          z.minLength(1, openingMessages.evaluators),
          z.maxLength(TENDER_ROLE_ACCOUNTS_MAX, openingMessages.evaluators),
          z.refine(distinct, openingMessages.evaluators),
          documented({ uniqueItems: true }),
        ),
    ),
  );

/** Days a bidder has for a representation: null or absent, DEFAULT_REPRESENTATION_DAYS. */
const representationDays = () =>
  z.optional(
    z.nullable(
      z
        .number({ error: openingMessages.representationDays })
        .check(
          z.int(openingMessages.representationDays),
          z.minimum(1, openingMessages.representationDays),
          z.maximum(30, openingMessages.representationDays),
        ),
    ),
  );

/**
 * The Admin's form: the tender form, the owner the Admin picked (absent: the owner stays as it is)
 * and the opening's people and window (absent: they stay as they are).
 */
export const AdminTenderFields = z.extend(TenderFields, {
  organization_id: z.optional(organizationId()),
  openers: openers(),
  evaluators: evaluators(),
  representation_days: representationDays(),
});
export type AdminTenderFields = z.infer<typeof AdminTenderFields>;

/** POST /admin/tenders: a new draft of the organisation picked, with its openers and window if named. */
export const CreateTenderBody = z
  .extend(AdminTenderFields, { organization_id: organizationId() })
  .check(tenderDateRules);
export type CreateTenderBody = z.infer<typeof CreateTenderBody>;

/**
 * PUT /admin/tenders/{id}: the whole form again, with the version the admin loaded. Without
 * organization_id the tender keeps its owner (a tender stored before owners existed keeps none).
 */
export const UpdateTenderBody = z
  .extend(AdminTenderFields, {
    version: tenderVersion(),
    /** Required when the tender is active: the save publishes a numbered corrigendum. */
    corrigendum_reason: z.optional(corrigendumReason()),
  })
  .check(tenderDateRules);
export type UpdateTenderBody = z.infer<typeof UpdateTenderBody>;

/** POST /admin/tenders/{id}/return: a tender in review goes back to its organisation with this remark. */
export const ReturnTenderBody = z.object({
  remark: z
    .string({ error: tenderStateMessages.returnRemark })
    .check(
      z.trim(),
      z.minLength(1, tenderStateMessages.returnRemark),
      z.maxLength(2000, tenderStateMessages.returnRemarkTooLong),
      z.refine(isSafeText, m.unsafe('The remark')),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    ),
});
export type ReturnTenderBody = z.infer<typeof ReturnTenderBody>;

/** POST /admin/tenders/{id}/cancel. */
export const CancelTenderBody = z.object({
  reason: z
    .string({ error: tenderStateMessages.cancelReason })
    .check(
      z.trim(),
      z.minLength(1, tenderStateMessages.cancelReason),
      z.maxLength(1000, tenderStateMessages.cancelReasonTooLong),
      z.refine(isSafeText, m.unsafe('The reason')),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    ),
});
export type CancelTenderBody = z.infer<typeof CancelTenderBody>;

/**
 * POST /admin/tenders/{id}/retender: the new tender is a copy of the old one with these fields
 * changed (any of the form's fields; usually the dates). The copy's dates must pass the rules with
 * today as its published date. Documents given replace the old list (ids name the old tender's).
 */
export const RetenderBody = z.object({ changes: z.optional(z.partial(AdminTenderFields)) });
export type RetenderBody = z.infer<typeof RetenderBody>;

export const TenderIdParams = z.object({ id: positiveId() });
export const TenderDocumentParams = z.object({ id: positiveId(), documentId: positiveId() });

/** GET /admin/tenders: one status at a time (default active), newest bid end first. */
export const AdminTenderListQuery = z.strictObject({
  status: z._default(z.enum(ADMIN_TENDER_STATUSES, { error: adminListMessages.status }), 'active'),
  /** Contained in the tender id or the project name. */
  q: searchText(),
  category: z.optional(positiveId('category must be a positive whole number.')),
  work_type: z.optional(positiveId('work_type must be a positive whole number.')),
  limit: adminLimit(),
  cursor: adminCursor(),
});
export type AdminTenderListQuery = z.infer<typeof AdminTenderListQuery>;

export const AdminTenderListItem = z.object({ ...TenderListItem.shape, status: z.enum(ADMIN_TENDER_STATUSES) });
export type AdminTenderListItem = z.infer<typeof AdminTenderListItem>;

export const AdminTenderListAnswer = pageOf(AdminTenderListItem);
export type AdminTenderListAnswer = z.infer<typeof AdminTenderListAnswer>;

/** The other end of a re-tendering. */
export const TenderLink = z.object({ id: z.number(), tender_uid: z.string() });
export type TenderLink = z.infer<typeof TenderLink>;

export const WorkItemGroup = z.object({
  material_work_type_id: z.number(),
  material_work_type_name: z.string(),
  items: z.array(TenderWorkItem),
});
export type WorkItemGroup = z.infer<typeof WorkItemGroup>;

/**
 * A tender as the admin sees it: the public detail (documents with their public download path,
 * which answers 404 while the tender is a draft), plus its state, the re-tendering links both ways,
 * the work items grouped by work type, and the version an edit sends back.
 */
export const AdminTenderDetail = z.object({
  ...TenderDetail.shape,
  status: z.enum(ADMIN_TENDER_STATUSES),
  /** Set when it is published; null for a draft. */
  published_date: z.nullable(z.string()),
  work_item_groups: z.array(WorkItemGroup),
  retender_of: z.nullable(TenderLink),
  retendered_as: z.nullable(TenderLink),
  cancel_reason: z.nullable(z.string()),
  cancelled_at: z.nullable(z.string()),
  /** The owning organisation's account id; null for a tender stored before tenders had owners. */
  organization_id: z.nullable(z.number()),
  /** The consultancy's remark when it returned the tender to its organisation (shown while it is a draft). */
  return_remark: z.nullable(z.string()),
  returned_at: z.nullable(z.string()),
  /** When the organisation last sent it for review. */
  submitted_at: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  version: z.number(),
  /** The accounts named to open and to evaluate its bids (null: the defaults, filled at publish). */
  openers: z.optional(z.nullable(z.array(z.number()))),
  evaluators: z.optional(z.nullable(z.array(z.number()))),
  representation_days: z.optional(z.nullable(z.number())),
  /** The winning contractor's account once awarded (the Admin releases its held EMD); null before. */
  awarded_to: z.optional(z.nullable(z.number())),
});
export type AdminTenderDetail = z.infer<typeof AdminTenderDetail>;

export const AdminTenderAnswer = z.object({ data: AdminTenderDetail });
export type AdminTenderAnswer = z.infer<typeof AdminTenderAnswer>;

/** A change's answer: what to tell the admin, and the tender as it now is. */
export const AdminTenderChanged = z.object({ error: z.literal(false), message: z.string(), data: AdminTenderDetail });
export type AdminTenderChanged = z.infer<typeof AdminTenderChanged>;

/** Re-tendering answers the new active tender and the old one, now re-tendered. */
export const RetenderAnswer = z.extend(AdminTenderChanged, { retendered: AdminTenderDetail });
export type RetenderAnswer = z.infer<typeof RetenderAnswer>;

/** GET /admin/opener_candidates: who may be named to open and evaluate a tender of this organisation. */
export const OpenerCandidatesQuery = z.strictObject({
  organization_id: z.optional(positiveId('organization_id must be a positive whole number.')),
});
export type OpenerCandidatesQuery = z.infer<typeof OpenerCandidatesQuery>;

/** Every Admin, and the organisation's own account when one is asked for. */
export const OpenerCandidatesAnswer = z.object({ data: z.array(OpenerAccount) });
export type OpenerCandidatesAnswer = z.infer<typeof OpenerCandidatesAnswer>;
