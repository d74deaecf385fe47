import { TENDER_LIST_MAX_LIMIT } from '../constants';
import { AwardOfContract } from './award';
import { calendarDate, positiveCount, positiveId } from './common';
import * as z from './mini';

// zod/mini (./mini.ts): the public tender reads' bundles carry these.

/**
 * `closed`: the bid submission end has passed and the bids are under evaluation (the close-tenders job).
 * `awarded`: the award of contract is published; `unsuccessful`: it ended without an award, with a
 * reason (no bids, or no qualified bid), and may be re-tendered.
 */
export const TENDER_STATUSES = ['active', 'closed', 'cancelled', 'retendered', 'awarded', 'unsuccessful'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** Statuses after the bid deadline whose bids were received: their register and opening record stay public. */
const RECEIVED_BIDS_STATUSES: readonly TenderStatus[] = ['closed', 'awarded', 'unsuccessful'];
export const hasReceivedBids = (status: string) => (RECEIVED_BIDS_STATUSES as readonly string[]).includes(status);

/**
 * Every state a tender can be in. A draft and a tender its organisation sent for the
 * consultancy's review (`in_review`) are only ever seen by the Admin and that organisation.
 */
export const ADMIN_TENDER_STATUSES = ['draft', 'in_review', ...TENDER_STATUSES] as const;
export type AdminTenderStatus = (typeof ADMIN_TENDER_STATUSES)[number];

/** The states a tender is re-tendered from: active, cancelled, or ended unsuccessful. */
export const RETENDERABLE_STATUSES: readonly AdminTenderStatus[] = ['active', 'closed', 'cancelled', 'unsuccessful'];
/** A tender taking bids, or closed for them and not decided (bids sealed, opened or evaluated). */
export const CANCELLABLE_STATUSES: readonly AdminTenderStatus[] = ['active', 'closed'];
export const isRetenderable = (status: AdminTenderStatus) => RETENDERABLE_STATUSES.includes(status);

/** One card of a tender list (SPEC.md §3 "Tender list item"). Dates are ISO 8601 with offset. */
export const TenderListItem = z.object({
  id: z.number(),
  tender_uid: z.string(),
  project_name: z.string(),
  work_type_name: z.string(),
  material_work_type_name: z.string(),
  material_work_type_id: z.number(),
  tender_category_name: z.string(),
  tender_category_id: z.number(),
  bid_submission_start_date: z.string(),
  bid_submission_end_date: z.string(),
  /** Qualifier range in rupees as 'low-high', shown in crore. */
  remarks: z.string(),
  organization_name: z.string(),
  location: z.string(),
  status: z.enum(TENDER_STATUSES),
});
export type TenderListItem = z.infer<typeof TenderListItem>;

export const TenderDocument = z.object({
  id: z.number(),
  document_name: z.string(),
  description: z.string(),
  /** Object key in the uploads bucket; never a URL. */
  storage: z.string(),
  /** Relative API path that answers with a short-lived download redirect. */
  download_url: z.string(),
});
export type TenderDocument = z.infer<typeof TenderDocument>;

export const TenderWorkItem = z.object({
  id: z.number(),
  material_work_type_id: z.number(),
  material_work_type_name: z.string(),
  item_description: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type TenderWorkItem = z.infer<typeof TenderWorkItem>;

export const TenderDetail = z.extend(TenderListItem, {
  tender_reference_number: z.string(),
  tender_type_name: z.string(),
  form_contract_name: z.string(),
  allow_two_stage_bidding: z.boolean(),
  general_technical_evaluation: z.boolean(),
  item_wise_evaluation_allowed: z.boolean(),
  pre_qualification: z.string(),
  bid_validity_days: z.number(),
  period_of_works: z.string(),
  tender_fee: z.number(),
  is_paid: z.boolean(),
  emd_exemption_allowed: z.boolean(),
  emd_amount: z.number(),
  emd_fee_type_name: z.string(),
  emd_percentage: z.number(),
  pin_code: z.string(),
  pre_bid_meeting_place_name: z.string(),
  pre_bid_opening_place: z.string(),
  pre_bid_meeting_date: z.string(),
  published_date: z.string(),
  bid_opening_date: z.string(),
  document_download_sale_start_date: z.string(),
  document_download_sale_end_date: z.string(),
  clarification_start_date: z.string(),
  clarification_end_date: z.string(),
  authorized_name: z.string(),
  authorized_address: z.string(),
  tender_documents: z.array(TenderDocument),
  tender_material_works: z.array(TenderWorkItem),
  /**
   * The owning organisation's account, so its users see their part of the tender page;
   * not secret, its name is organization_name. Absent on a tender stored before owners existed.
   */
  organization_id: z.optional(z.number()),
  /** The award of contract, once awarded. */
  award: z.optional(z.nullable(AwardOfContract)),
  /** Why it ended without an award, once declared unsuccessful. */
  unsuccessful_reason: z.optional(z.nullable(z.string())),
});
export type TenderDetail = z.infer<typeof TenderDetail>;

const optionalId = z.optional(positiveId('Must be a positive whole number.'));

/** Optional paging and filters of the list endpoints (DESIGN.md §4). Without them the answer is as SPEC.md says. */
export const TenderListQuery = z.strictObject({
  limit: z.optional(positiveCount('limit', TENDER_LIST_MAX_LIMIT)),
  cursor: z.optional(z.string().check(z.maxLength(512, 'cursor is not valid.'))),
  category: optionalId,
  work_type: optionalId,
  tender_id: z.optional(z.string().check(z.trim(), z.maxLength(60, 'tender_id is too long.'))),
  bid_end_date: z.optional(calendarDate()),
});
export type TenderListQuery = z.infer<typeof TenderListQuery>;

export const TenderListAnswer = z.object({
  data: z.array(TenderListItem),
  next_cursor: z.nullable(z.string()),
});
export type TenderListAnswer = z.infer<typeof TenderListAnswer>;

/** A card of the Closed tenders list: with the number of bids the tender received. */
export const ClosedTenderListItem = z.extend(TenderListItem, { bid_count: z.number() });
export type ClosedTenderListItem = z.infer<typeof ClosedTenderListItem>;

export const ClosedTenderListAnswer = z.object({
  data: z.array(ClosedTenderListItem),
  next_cursor: z.nullable(z.string()),
});
export type ClosedTenderListAnswer = z.infer<typeof ClosedTenderListAnswer>;

/** A card of the Awarded tenders list ("Results of Tenders"): with its award of contract. */
export const AwardedTenderListItem = z.extend(TenderListItem, { award: AwardOfContract });
export type AwardedTenderListItem = z.infer<typeof AwardedTenderListItem>;

export const AwardedTenderListAnswer = z.object({
  data: z.array(AwardedTenderListItem),
  next_cursor: z.nullable(z.string()),
});
export type AwardedTenderListAnswer = z.infer<typeof AwardedTenderListAnswer>;

/** GET /get_tender_list keeps the nested data.data of SPEC.md §7. */
export const HomeTenderListAnswer = z.object({ data: z.object({ data: z.array(TenderListItem) }) });
export type HomeTenderListAnswer = z.infer<typeof HomeTenderListAnswer>;

export const TenderInfoAnswer = z.object({ data: TenderDetail });
export type TenderInfoAnswer = z.infer<typeof TenderInfoAnswer>;
