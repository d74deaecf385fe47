import { evaluationMessages as e, openingMessages as m, REASON_CODES } from '../opening-messages';
import * as z from './mini';
import { typedText } from './typed-text';

// The opening of sealed bids and the technical evaluation: the bodies and answers
// of POST/GET /tenders/{id}/opening, GET /tenders/{id}/bids after the opening,
// POST /bids/{id}/evaluation, POST /bids/{id}/representation, POST /representations/{id}/answer.

export const COVERS = ['technical', 'financial'] as const;
export type Cover = (typeof COVERS)[number];

export const OpeningBody = z.object({ cover: z.enum(COVERS, { error: m.cover }) });
export type OpeningBody = z.infer<typeof OpeningBody>;

/** An account that may open a tender's bids, and its evaluators: an Admin or the owning organisation. */
export const OpenerAccount = z.object({
  account_id: z.number(),
  name: z.string(),
  role: z.enum(['Admin', 'Organization']),
});
export type OpenerAccount = z.infer<typeof OpenerAccount>;

export const OpeningConfirmation = z.object({ account_id: z.number(), name: z.string(), confirmed_at: z.string() });

/** Why an opened bid is flagged: never dropped, shown on the record with its flag. */
export const OPENING_FLAGS = ['cover_unreadable', 'digest_mismatch', 'not_in_register'] as const;
export type OpeningFlag = (typeof OPENING_FLAGS)[number];

/**
 * The check an opened cover failed, kept on its record beside the flag: the data key refused by the
 * key service, a sealed part missing, misplaced or failing its authenticated decryption, the
 * manifest or rates not in their schema, a document's hash, the receipt's digest, the register, the
 * financial digest or the recomputed total. A passing fault of a service is none of these: the bid
 * is left to open on the next run, never flagged.
 */
export const COVER_CHECKS = [
  'data_key',
  'part_missing',
  'part_place',
  'part_decrypt',
  'manifest',
  'document_hash',
  'receipt_digest',
  'register',
  'rates',
  'financial_digest',
  'total',
] as const;
export type CoverCheck = (typeof COVER_CHECKS)[number];

/** One bid on the public opening record. */
export const OpeningRecordLine = z.object({
  bid_id: z.string(),
  bidder_name: z.string(),
  covers_received: z.array(z.enum(COVERS)),
  /** The digest on the bidder's receipt and in the register. */
  digest: z.string(),
  digest_match: z.boolean(),
  flag: z.nullable(z.enum(OPENING_FLAGS)),
});
export type OpeningRecordLine = z.infer<typeof OpeningRecordLine>;

export const OPENING_STATES = ['waiting', 'confirming', 'opened'] as const;

export const CoverOpening = z.object({
  cover: z.enum(COVERS),
  /** waiting: nobody has confirmed; confirming: one opener has; opened: the covers are open. */
  state: z.enum(OPENING_STATES),
  confirmations: z.array(OpeningConfirmation),
  opened_at: z.nullable(z.string()),
  /** Empty until opened. The financial record lists only the qualified bids. */
  bids: z.array(OpeningRecordLine),
});
export type CoverOpening = z.infer<typeof CoverOpening>;

/** The public technical result, once every bid has its decision. */
export const TechnicalResult = z.object({
  published_at: z.string(),
  bids: z.array(
    z.object({
      bid_id: z.string(),
      bidder_name: z.string(),
      qualified: z.boolean(),
      reason_code: z.nullable(z.enum(REASON_CODES)),
    }),
  ),
});
export type TechnicalResult = z.infer<typeof TechnicalResult>;

export const OpeningAnswer = z.object({
  message: z.optional(z.string()),
  data: z.object({
    tender_id: z.number(),
    bid_opening_date: z.string(),
    server_time: z.string(),
    openers: z.array(OpenerAccount),
    technical: CoverOpening,
    financial: CoverOpening,
    technical_result: z.nullable(TechnicalResult),
    /** Where the opening stands and what happens next, with dates, in a sentence. */
    next_step: z.string(),
    /** The signed-in caller's part (null for a visitor). */
    caller: z.nullable(
      z.object({
        is_opener: z.boolean(),
        is_evaluator: z.boolean(),
        /** The cover this caller may confirm now, or null with why not in `blocked`. */
        may_confirm: z.nullable(z.enum(COVERS)),
        blocked: z.nullable(z.string()),
      }),
    ),
  }),
});
export type OpeningAnswer = z.infer<typeof OpeningAnswer>;

/** Typed text of min..max characters once trimmed, safe (isSafeText): one message for its bounds. */
const text = (min: number, max: number, message: string, unsafe: string) =>
  typedText({ min, max }, { required: message, short: message, long: message, unsafe });

/** Why an evaluator qualifies a bid whose technical cover failed its check (recorded and audited). */
export const ACCEPT_REASON_LIMITS = { min: 10, max: 1000 } as const;

/**
 * Not qualified needs all three of reason_code, clause and note; qualifying a bid whose technical
 * cover failed its check needs accept_failed_check true and accept_reason (both checked in the
 * evaluation's rules, which know the bid).
 */
export const EvaluationBody = z.object({
  qualified: z.boolean({ error: e.qualified }),
  reason_code: z.optional(z.nullable(z.enum(REASON_CODES, { error: e.reasonCode }))),
  clause: z.optional(z.nullable(text(1, 200, e.clause, e.clauseUnsafe))),
  note: z.optional(z.nullable(text(1, 2000, e.note, e.noteUnsafe))),
  /** The evaluator confirms that the bid's check failed and that they accept the bid all the same. */
  accept_failed_check: z.optional(z.nullable(z.boolean({ error: e.acceptFailedCheck }))),
  accept_reason: z.optional(
    z.nullable(text(ACCEPT_REASON_LIMITS.min, ACCEPT_REASON_LIMITS.max, e.acceptReason, e.acceptReasonUnsafe)),
  ),
});
export type EvaluationBody = z.infer<typeof EvaluationBody>;

export const FailedCheckAcceptance = z.object({
  flag: z.enum(OPENING_FLAGS),
  failed_check: z.nullable(z.enum(COVER_CHECKS)),
  reason: z.string(),
  accepted_at: z.string(),
  accepted_by_name: z.string(),
});
export type FailedCheckAcceptance = z.infer<typeof FailedCheckAcceptance>;

export const Evaluation = z.object({
  qualified: z.boolean(),
  reason_code: z.nullable(z.enum(REASON_CODES)),
  clause: z.nullable(z.string()),
  note: z.nullable(z.string()),
  decided_at: z.string(),
  decided_by_name: z.string(),
  /** Not qualified: until when the bidder may send a representation. */
  representation_until: z.nullable(z.string()),
  /**
   * Qualified although the technical cover failed its check: which check, why it was accepted, by
   * whom and when. Shown to openers, evaluators, the organisation and the Admin (not in My Bids).
   */
  failed_check_acceptance: z.optional(z.nullable(FailedCheckAcceptance)),
});
export type Evaluation = z.infer<typeof Evaluation>;

export const REPRESENTATION_DECISIONS = ['upheld', 'reversed'] as const;

export const Representation = z.object({
  id: z.number(),
  text: z.string(),
  document: z.nullable(z.object({ name: z.string(), size: z.number() })),
  sent_at: z.string(),
  answer: z.nullable(z.string()),
  decision: z.nullable(z.enum(REPRESENTATION_DECISIONS)),
  answered_at: z.nullable(z.string()),
});
export type Representation = z.infer<typeof Representation>;

export const RepresentationBody = z.object({
  text: text(10, 4000, e.representationText, e.representationUnsafe),
  /** An upload of purpose `representation_document` (optional). */
  document_upload_id: z.optional(z.nullable(z.string())),
});
export type RepresentationBody = z.infer<typeof RepresentationBody>;

export const RepresentationAnswerBody = z.object({
  answer: text(10, 4000, e.answer, e.answerUnsafe),
  decision: z.enum(REPRESENTATION_DECISIONS, { error: e.decision }),
});
export type RepresentationAnswerBody = z.infer<typeof RepresentationAnswerBody>;

/** A bid as openers, evaluators, the owning organisation and the Admin see it after the opening. */
export const OpenedBid = z.object({
  bid_id: z.string(),
  bidder_name: z.string(),
  digest_match: z.boolean(),
  flag: z.nullable(z.enum(OPENING_FLAGS)),
  /** Which check the flagged cover failed (the later finding's, as for the flag); null when not flagged. */
  failed_check: z.nullable(z.enum(COVER_CHECKS)),
  technical: z.nullable(
    z.object({
      emd_exempt: z.boolean(),
      profile_rows: z.array(z.object({ list: z.string(), id: z.number() })),
      documents: z.array(
        z.object({
          index: z.number(),
          name: z.string(),
          sha256: z.string(),
          size: z.number(),
          content_type: z.string(),
        }),
      ),
    }),
  ),
  financial: z.nullable(
    z.object({
      total_paise: z.string(),
      rates: z.array(z.object({ work_item_id: z.number(), rate_paise: z.number() })),
    }),
  ),
  evaluation: z.nullable(Evaluation),
  representation: z.nullable(Representation),
});
export type OpenedBid = z.infer<typeof OpenedBid>;

export const EvaluationAnswer = z.object({ message: z.string(), data: OpenedBid });
export type EvaluationAnswer = z.infer<typeof EvaluationAnswer>;

export const RepresentationAnswer = z.object({ message: z.string(), data: Representation });
export type RepresentationAnswer = z.infer<typeof RepresentationAnswer>;

/** What a bidder sees of its own bid after the opening (My Bids). */
export const MyBidOutcome = z.object({
  opened: z.boolean(),
  evaluation: z.nullable(Evaluation),
  representation: z.nullable(Representation),
});
export type MyBidOutcome = z.infer<typeof MyBidOutcome>;

/** A bid in a path: its reference, BID-<tender id>-<number> (the tender is read from it). */
export const BidParam = z.object({
  id: z.string().check(z.regex(/^BID-[1-9]\d{0,8}-\d{6,9}$/, 'id must be a bid reference such as BID-12-000034.')),
});
/** A bid's opened document in a path: its index in the technical cover, 0 to 19. */
export const BidDocumentParam = z.object({
  id: BidParam.shape.id,
  index: z.pipe(
    z.string().check(z.regex(/^(1?\d)$/, 'index must be a whole number from 0 to 19.')),
    z.transform(Number),
  ),
});
