import { bidMessages as m } from '../bid-messages';
import { MAX_RATE_PAISE } from '../money';
import { hasAtMostTwoDecimals, isSafeText } from '../rules';
import { DIGEST_PATTERN } from './bids';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import { MyBidOutcome, OpenedBid } from './opening';
import { EmdRefund } from './refunds';

// A bid as the contractor sends it and what the marketplace answers: never its
// contents back, only states, times and receipts.

export const BID_MAX_DOCUMENTS = 20;
export const BID_MAX_PROFILE_ROWS = 50;
/** The profile lists a technical cover may rely on. */
export const BID_PROFILE_LISTS = ['completed_works', 'turnovers', 'quality_certificates'] as const;
export type BidProfileList = (typeof BID_PROFILE_LISTS)[number];

export const BID_STATES = ['started', 'submitted', 'revised', 'withdrawn', 'closed'] as const;
export type BidState = (typeof BID_STATES)[number];
/** The states of a bid submitted and not withdrawn (whether it counts now is the market's rule). */
export const SUBMITTED_BID_STATES = ['submitted', 'revised'] as const satisfies readonly BidState[];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id in a JSON body: a whole number from 1. */
const bodyId = () =>
  z
    .int({ error: 'The id must be a positive whole number.' })
    .check(
      z.minimum(1, 'The id must be a positive whole number.'),
      z.maximum(Number.MAX_SAFE_INTEGER, 'The id must be a positive whole number.'),
    );

const uuid = (message: string) => z.string({ error: message }).check(z.regex(UUID_PATTERN, message));

/** A rate in rupees: a JSON number above 0 with at most two decimals (the server keeps it in paise). */
export const BidRate = z.object({
  work_item_id: bodyId(),
  rate: z
    .number({ error: m.rate })
    .check(
      z.gt(0, m.rate),
      z.refine(hasAtMostTwoDecimals, m.rate),
      z.lte(MAX_RATE_PAISE / 100, m.rateTooLarge),
      documented({ multipleOf: 0.01 }),
    ),
});
export type BidRate = z.infer<typeof BidRate>;

export const BidDocumentRef = z.object({
  name: z
    .string({ error: m.documentName })
    .check(
      z.trim(),
      z.minLength(1, m.documentName),
      z.maxLength(100, m.documentName),
      z.refine(isSafeText, m.documentNameUnsafe),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    ),
  upload_id: uuid(m.uploadId),
});

export const BidProfileRow = z.object({
  list: z.enum(BID_PROFILE_LISTS, { error: m.profileList }),
  id: bodyId(),
});

export const SubmitBidBody = z.strictObject({
  request_id: uuid(m.requestId),
  technical: z.strictObject({
    profile_rows: z.array(BidProfileRow).check(z.maxLength(BID_MAX_PROFILE_ROWS, m.profileRows)),
    documents: z.array(BidDocumentRef).check(z.maxLength(BID_MAX_DOCUMENTS, m.documents)),
  }),
  rates: z.array(BidRate, { error: m.rates }).check(z.minLength(1, m.rates), z.maxLength(5000, m.rates)),
  payment: z.strictObject({
    emd_exempt: z.boolean({ error: m.emdExempt }),
    /** The exemption certificate (an upload of purpose bid_document), when emd_exempt. */
    exemption_certificate_upload_id: z.optional(uuid(m.uploadId)),
  }),
});
export type SubmitBidBody = z.infer<typeof SubmitBidBody>;

export const BidReceipt = z.object({
  bid_reference: z.string(),
  tender_id: z.number(),
  submitted_at: z.string(),
  digest: z.string().check(z.regex(DIGEST_PATTERN)),
  signature: z.string(),
});
export type BidReceipt = z.infer<typeof BidReceipt>;

/**
 * What the bidder needs to recompute its digest from what it kept: the salt (random, so the
 * published digest of a small bid cannot be found by trying rates) and each document's SHA-256.
 */
export const BidDigestInputs = z.object({
  salt: z.string(),
  documents: z.array(z.object({ name: z.string(), sha256: z.string(), size: z.number() })),
});

export const SubmitBidAnswer = z.object({
  error: z.boolean(),
  message: z.string(),
  data: z.object({
    bid_id: z.string(),
    state: z.enum(BID_STATES),
    /** The submission's number on this bid: 1 for the first, 2 for the first revision ... */
    submission: z.number(),
    receipt: BidReceipt,
    digest_inputs: BidDigestInputs,
    /** The total of the rates in paise, as the server computed it (a string: it may pass 2^53). */
    total_paise: z.string(),
  }),
});
export type SubmitBidAnswer = z.infer<typeof SubmitBidAnswer>;

export const WithdrawBidAnswer = z.object({
  error: z.boolean(),
  message: z.string(),
  data: z.object({ bid_id: z.string(), state: z.enum(BID_STATES), withdrawn_at: z.string() }),
});
export type WithdrawBidAnswer = z.infer<typeof WithdrawBidAnswer>;

/** A bid as its bidder lists it: states, times, receipt; never rates or documents. */
export const MyBid = z.object({
  bid_id: z.string(),
  tender_id: z.number(),
  tender_uid: z.string(),
  project_name: z.string(),
  bid_submission_end_date: z.string(),
  state: z.enum(BID_STATES),
  submission: z.number(),
  started_at: z.string(),
  submitted_at: z.nullable(z.string()),
  withdrawn_at: z.nullable(z.string()),
  receipt: z.nullable(BidReceipt),
  /** After the opening: the technical decision, with its reason, and the bidder's representation. */
  outcome: z.optional(MyBidOutcome),
  /** Once its EMD is due back: the refund and its state. */
  emd_refund: z.optional(EmdRefund),
  /**
   * A material corrigendum changed what this submission answered: its number, and what
   * to do; it does not count until submitted again. Absent when the bid counts.
   */
  needs_reconfirmation: z.optional(z.object({ since_corrigendum: z.number(), message: z.string() })),
});
export type MyBid = z.infer<typeof MyBid>;

/** With the server's time, which every bid's time left counts from. */
export const MyBidsAnswer = z.object({ server_time: z.string(), data: z.array(MyBid) });
export type MyBidsAnswer = z.infer<typeof MyBidsAnswer>;

/** Why a contractor cannot bid now, or null when it can. */
export const BID_BLOCKS = [
  'not_contractor',
  'email_not_verified',
  'registration_pending',
  'registration_rejected',
  'registration_fee_due',
  'not_open',
  'too_early',
  'too_late',
] as const;

/** The bid page's state: the server's time (the countdown counts from it), the window, and the caller's bid. */
export const MyTenderBidAnswer = z.object({
  data: z.object({
    server_time: z.string(),
    bid_submission_start_date: z.string(),
    bid_submission_end_date: z.string(),
    can_bid: z.boolean(),
    blocked_by: z.nullable(z.enum(BID_BLOCKS)),
    message: z.nullable(z.string()),
    bid: z.nullable(MyBid),
  }),
});
export type MyTenderBidAnswer = z.infer<typeof MyTenderBidAnswer>;

/** Before the opening, only how many bids a tender has (never who sent them). */
export const TenderBidsAnswer = z.object({
  data: z.object({
    tender_id: z.number(),
    bid_count: z.number(),
    sealed: z.boolean(),
    bid_opening_date: z.string(),
    message: z.string(),
    /** After the technical opening (openers, evaluators, the organisation, the Admin): the bids opened. */
    bids: z.optional(z.array(OpenedBid)),
  }),
});
export type TenderBidsAnswer = z.infer<typeof TenderBidsAnswer>;

/** The register of sealed bids, published at the close: digests in the order received, and their chain's root. */
export const BidRegisterAnswer = z.object({
  data: z.object({
    tender_id: z.number(),
    closed_at: z.string(),
    digests: z.array(z.string()),
    root: z.string(),
    /** How the root is computed, so anyone can check it. */
    method: z.string(),
  }),
});
export type BidRegisterAnswer = z.infer<typeof BidRegisterAnswer>;
