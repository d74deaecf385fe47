import { positiveId } from './common';
import { corrigendumReason, proposalRemark } from './corrigendum-reason';
import * as z from './mini';
import { tenderDateRules, tenderVersion, TenderFields } from './tenders-admin';

// zod/mini (./mini.ts): corrigenda of published tenders, for the routes and the web
// client's types. A change is one line of shared/tender-diff.ts's diff.

export const CorrigendumTenderParams = z.object({ id: positiveId() });

export const TenderChange = z.object({
  /** A form field, `tender_material_works.<item number>`, `tender_documents.<id>` or `tender_documents.new`. */
  field: z.string(),
  label: z.string(),
  kind: z.enum(['changed', 'added', 'removed', 'replaced']),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
});
export type TenderChange = z.infer<typeof TenderChange>;

/** One published corrigendum: its number (1, 2 ...), why, when, and the diff it made. */
export const Corrigendum = z.object({
  number: z.number(),
  reason: z.string(),
  published_at: z.string(),
  changes: z.array(TenderChange),
  /** It changed the work items, the EMD or the bid submission dates: submitted bids must be re-confirmed. */
  material: z.boolean(),
  /** The bid submission end it set, when it moved it. */
  new_bid_submission_end_date: z.optional(z.string()),
});
export type Corrigendum = z.infer<typeof Corrigendum>;

/** GET /tenders/{id}/corrigenda: every corrigendum of a published tender, newest first. */
export const CorrigendaAnswer = z.object({ data: z.array(Corrigendum) });
export type CorrigendaAnswer = z.infer<typeof CorrigendaAnswer>;

/** POST /my/tenders/{id}/corrigenda: the organisation's changed form, at the version read, with the reason. */
export const ProposeCorrigendumBody = z
  .extend(TenderFields, { version: tenderVersion(), corrigendum_reason: corrigendumReason() })
  .check(tenderDateRules);
export type ProposeCorrigendumBody = z.infer<typeof ProposeCorrigendumBody>;

export const PROPOSAL_STATES = ['pending', 'approved', 'rejected'] as const;

/** An organisation's proposed corrigendum as the organisation and the Admin see it. */
export const CorrigendumProposal = z.object({
  id: z.number(),
  tender_id: z.number(),
  tender_uid: z.string(),
  project_name: z.string(),
  organization_name: z.string(),
  reason: z.string(),
  proposed_at: z.string(),
  /** The diff against the tender as it was when proposed. */
  changes: z.array(TenderChange),
  material: z.boolean(),
  state: z.enum(PROPOSAL_STATES),
  remark: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /** The corrigendum it became, once approved. */
  corrigendum_number: z.nullable(z.number()),
});
export type CorrigendumProposal = z.infer<typeof CorrigendumProposal>;

export const CorrigendumProposalsAnswer = z.object({ data: z.array(CorrigendumProposal) });
export type CorrigendumProposalsAnswer = z.infer<typeof CorrigendumProposalsAnswer>;

export const CorrigendumProposalChanged = z.object({
  error: z.literal(false),
  message: z.string(),
  data: CorrigendumProposal,
});
export type CorrigendumProposalChanged = z.infer<typeof CorrigendumProposalChanged>;

/** POST /admin/tenders/{id}/corrigendum_proposal/reject. */
export const RejectProposalBody = z.object({ remark: proposalRemark() });
export type RejectProposalBody = z.infer<typeof RejectProposalBody>;
