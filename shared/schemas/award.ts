import { awardMessages as a } from '../award-messages';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import { isSafeText, unsafeTextMessage } from '../rules';
import * as z from './mini';
import { OPENING_FLAGS } from './opening';

// The comparative statement, the award of contract (AOC) and the unsuccessful end of a tender
//: GET /tenders/{id}/comparative_statement, POST /tenders/{id}/award,
// POST /tenders/{id}/unsuccessful, GET /tenders/awarded_tenders. Amounts are whole paise written
// as decimal text (a total can exceed 2^53 paise).

const paiseText = () => z.string().check(documented({ pattern: '^\\d+$' }));

/** The award of contract as published: on the tender, on the Awarded list and in the award's answer. */
export const AwardOfContract = z.object({
  tender_id: z.number(),
  tender_uid: z.string(),
  bid_id: z.string(),
  winner_name: z.string(),
  amount_paise: paiseText(),
  /** The winner's rank in the comparative statement: 'L1' unless the reason says why another. */
  rank: z.string(),
  awarded_at: z.string(),
  /** Live bids the tender received (submitted or revised, not withdrawn). */
  bids_received: z.number(),
  /** Why a bidder other than L1 was chosen (recorded in the audit trail too). */
  reason: z.nullable(z.string()),
});
export type AwardOfContract = z.infer<typeof AwardOfContract>;

export const STATEMENT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const ComparativeStatementQuery = z.strictObject({
  format: z.optional(z.enum(STATEMENT_FORMATS, { error: a.format })),
});
export type ComparativeStatementQuery = z.infer<typeof ComparativeStatementQuery>;

/** One work item of the tender as the statement lists it; the estimate only where the tender has one. */
export const StatementItem = z.object({
  work_item_id: z.number(),
  item_description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  estimate_rate_paise: z.optional(z.number()),
});
export type StatementItem = z.infer<typeof StatementItem>;

export const StatementRate = z.object({
  work_item_id: z.number(),
  rate_paise: z.number(),
  /** quantity x rate, rounded half up to the paisa. */
  amount_paise: paiseText(),
});

/** One qualified bid whose financial cover was opened. */
export const StatementBid = z.object({
  bid_id: z.string(),
  bidder_name: z.string(),
  /** Null when the cover could not be read. */
  total_paise: z.nullable(paiseText()),
  /** 1 = L1 (ascending total; equal totals share a rank); null for a flagged cover, which is not ranked. */
  rank: z.nullable(z.number()),
  rank_label: z.nullable(z.string()),
  /** Another bid has the same total. */
  tie: z.boolean(),
  flag: z.nullable(z.enum(OPENING_FLAGS)),
  /** Above (+) or below (-) the estimate in percent, one decimal; null without an estimate. */
  vs_estimate_percent: z.nullable(z.string()),
  /** Item-wise rates, in the order of `items`: the full statement only. */
  rates: z.optional(z.array(StatementRate)),
});
export type StatementBid = z.infer<typeof StatementBid>;

export const STATEMENT_VIEWS = ['full', 'summary'] as const;
export type StatementView = (typeof STATEMENT_VIEWS)[number];

export const ComparativeStatement = z.object({
  tender_id: z.number(),
  tender_uid: z.string(),
  project_name: z.string(),
  /** full: item-wise rates (openers, evaluators, the organisation, Admin); summary: totals and ranks. */
  view: z.enum(STATEMENT_VIEWS),
  financial_opened_at: z.string(),
  bids_received: z.number(),
  /** The estimate's total, where the tender has an estimate. */
  estimate_total_paise: z.nullable(paiseText()),
  /** The work items: the full statement only. */
  items: z.optional(z.array(StatementItem)),
  /** Ranked bids first (L1 first), then flagged ones. */
  bids: z.array(StatementBid),
  award: z.nullable(AwardOfContract),
  /**
   * True when the item-wise rates are too many for one answer (`items` and each bid's `rates` are
   * then left out): they are in the xlsx and PDF downloads.
   */
  item_rates_omitted: z.optional(z.boolean()),
});
export type ComparativeStatement = z.infer<typeof ComparativeStatement>;

export const ComparativeStatementAnswer = z.object({ data: ComparativeStatement });
export type ComparativeStatementAnswer = z.infer<typeof ComparativeStatementAnswer>;

const reasonText = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(1000, a.reasonTooLong),
      z.refine(isSafeText, unsafeTextMessage('Reason')),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    );

export const AwardBody = z.object({
  bid_id: z.string({ error: a.bidId }).check(z.regex(/^BID-[1-9]\d{0,8}-\d{6,9}$/, a.bidId)),
  reason: z.optional(reasonText(a.reason)),
});
export type AwardBody = z.infer<typeof AwardBody>;

export const AwardAnswer = z.object({ message: z.string(), data: AwardOfContract });
export type AwardAnswer = z.infer<typeof AwardAnswer>;

export const UnsuccessfulBody = z.object({ reason: reasonText(a.unsuccessfulReason) });
export type UnsuccessfulBody = z.infer<typeof UnsuccessfulBody>;

export const UnsuccessfulAnswer = z.object({
  message: z.string(),
  data: z.object({ tender_id: z.number(), status: z.literal('unsuccessful'), reason: z.string(), at: z.string() }),
});
export type UnsuccessfulAnswer = z.infer<typeof UnsuccessfulAnswer>;
