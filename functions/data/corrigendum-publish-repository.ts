import { ConflictError } from '../platform/errors';
import { TransactionConditionError, writeWithAudit, type AuditEntry } from './audit-repository';
import {
  bidCountDownItem,
  corrigendumPutItem,
  reconfirmMarkItem,
  type CorrigendumRecord,
} from './corrigenda-repository';
import { proposalDecisionItems, type ProposalRecord } from './corrigendum-proposals-repository';
import type { LookupKind } from './keys';
import { lookupUseItem } from './lookups-repository';
import { tenderPutItem, type TenderRecord } from './tenders-repository';
import { writeTransaction, type TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

// A corrigendum's writes: the tender's new form, the corrigendum, the lookup counts
// and upload claims its form changes, an approved proposal's decision, its audit entry and the
// marks on every live bid it touches, in ONE transaction. Only when the bids are too many for one
// transaction do the remaining marks follow, in batches, each with its count change
// (docs/market.md). Which entry of a cancelled transaction failed is read here, and answered as
// what it concerns.

/** DynamoDB's most entries in one TransactWriteItems call. */
const TRANSACTION_MAX_ITEMS = 100;
const MARKS_PER_BATCH = 50;

/** A bid at the submission read, to be marked "needs re-confirmation". */
export type BidToMark = { tender_id: number; contractor_id: number; submission: number };

export type CorrigendumWrite = {
  /** The tender as the corrigendum leaves it, written only if it is still active at `readVersion`. */
  tender: TenderRecord;
  readVersion: number;
  corrigendum: CorrigendumRecord;
  /** The lookup entries the form starts (1) or stops (-1) using; a new choice must not be retired. */
  lookups: readonly { kind: LookupKind; id: number; delta: 1 | -1; mustBeChoosable: boolean }[];
  /** The uploads the form's new files claim, for this account. */
  uploads: { ids: readonly string[]; accountId: number; at: Date };
  /** The proposal this corrigendum approves, decided in the same transaction (only if still pending). */
  approves?: {
    proposal: Pick<ProposalRecord, 'tender_id' | 'id'>;
    decision: Pick<ProposalRecord, 'state' | 'remark' | 'decided_at' | 'corrigendum_number'>;
  };
  /** The live bids a material corrigendum marks (none for one that is not material). */
  marks: readonly BidToMark[];
  audit: AuditEntry[];
};

/**
 * What a cancelled corrigendum transaction ran into: the tender changed meanwhile (or the database
 * did not say), a lookup entry retired or deleted, an upload claimed, the approved proposal decided
 * meanwhile, or a bid re-submitted since it was read.
 */
export type CorrigendumConflictReason = 'tender' | 'lookup' | 'upload' | 'proposal' | 'bid';

export class CorrigendumConflictError extends ConflictError {
  constructor(
    readonly reason: CorrigendumConflictReason,
    options?: { cause?: unknown },
  ) {
    super(undefined, options);
  }
}

/** What the failed entries concern; `ends` is where each group of entries ends, in the order written. */
function reasonOf(
  failed: readonly number[],
  ends: Record<Exclude<CorrigendumConflictReason, 'bid'>, number>,
): CorrigendumConflictReason {
  if (failed.some((index) => index >= ends.proposal)) return 'bid';
  if (failed.some((index) => index >= ends.upload)) return 'proposal';
  if (failed.length === 0 || failed.some((index) => index < ends.tender)) return 'tender';
  if (failed.some((index) => index < ends.lookup)) return 'lookup';
  return 'upload';
}

/**
 * Writes a corrigendum with everything it changes. A cancelled transaction throws
 * CorrigendumConflictError naming what it ran into; nothing of it is written then. The marks beyond
 * one transaction's room follow it (see markBids).
 */
export async function writeCorrigendum(write: CorrigendumWrite): Promise<void> {
  const head: TransactWriteItem[] = [
    tenderPutItem(write.tender, { kind: 'version', version: write.readVersion, statuses: ['active'] }),
    corrigendumPutItem(write.corrigendum),
  ];
  const lookups = write.lookups.map((change) =>
    lookupUseItem(change.kind, change.id, change.delta, change.mustBeChoosable),
  );
  const uploads = write.uploads.ids.map((id) => uploadUseItem(id, write.uploads.accountId, write.uploads.at));
  const decision = write.approves ? proposalDecisionItems(write.approves.proposal, write.approves.decision) : [];
  const before = [...head, ...lookups, ...uploads, ...decision];
  // Room for the audit entries and the count change.
  const room = Math.max(0, TRANSACTION_MAX_ITEMS - before.length - write.audit.length - 1);
  const inline = write.marks.slice(0, room);
  const marks = inline.map((bid) => reconfirmMarkItem(bid, write.corrigendum.number));
  const count = marks.length > 0 ? [bidCountDownItem(write.tender.id, marks.length)] : [];
  try {
    await writeWithAudit([...before, ...marks, ...count], write.audit);
  } catch (error) {
    if (!(error instanceof TransactionConditionError)) throw error;
    const tender = head.length;
    const lookup = tender + lookups.length;
    const upload = lookup + uploads.length;
    const proposal = upload + decision.length;
    throw new CorrigendumConflictError(reasonOf(error.failed, { tender, lookup, upload, proposal }), {
      cause: error,
    });
  }
  await markBids(write.marks.slice(inline.length), write.corrigendum.number);
}

/**
 * Marks bids in batches, each with its count change. A bid re-submitted meanwhile fails its
 * batch's condition: that batch is marked again one bid at a time, skipping it.
 */
async function markBids(bids: readonly BidToMark[], number: number): Promise<void> {
  for (let start = 0; start < bids.length; start += MARKS_PER_BATCH) {
    const batch = bids.slice(start, start + MARKS_PER_BATCH);
    try {
      await writeTransaction([
        ...batch.map((bid) => reconfirmMarkItem(bid, number)),
        bidCountDownItem(batch[0]!.tender_id, batch.length),
      ]);
    } catch {
      for (const bid of batch) {
        await writeTransaction([reconfirmMarkItem(bid, number), bidCountDownItem(bid.tender_id, 1)]).catch(() => {});
      }
    }
  }
}
