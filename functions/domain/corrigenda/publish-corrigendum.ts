import { tenderStateMessages } from '@tender/shared/admin-messages';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import { isMaterial, tenderDiff, type TenderChange } from '@tender/shared/tender-diff';
import { TransactionConditionError, writeWithAudit } from '../../data/audit-repository';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import {
  bidCountDownItem,
  corrigendumPutItem,
  reconfirmMarkItem,
  type CorrigendumRecord,
} from '../../data/corrigenda-repository';
import { getSealingKey } from '../../data/sealing-keys-repository';
import { tenderLookupRefs, tenderPutItem, type TenderRecord } from '../../data/tenders-repository';
import { writeTransaction, type TransactWriteItem } from '../../data/transactions';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { sideItems, tenderWriteError } from '../tenders/manage-tender';
import { buildTender, lookupUseChanges } from '../tenders/tender-form';
import { corrigendumDateErrors, originalPeriod } from './corrigendum-rules';
import { diffableOf, previewOf } from './tender-diffable';

// A change to a published (active) tender is a numbered corrigendum (issue 27 §3): the tender's new
// form, the corrigendum (its number, reason and diff), its audit entry (tender.corrigendum, which
// the followers' news job mails) and, when it is material, the marks on every live bid it touches,
// all in ONE transaction. Only when the bids are too many for one transaction (100 items) do the
// remaining marks follow in the same run, each batch with its count change (docs/market.md).

const TRANSACTION_MAX_ITEMS = 100;
const MARKS_PER_BATCH = 50;

export type CorrigendumInput = {
  form: AdminTenderFields;
  version: number;
  reason: string | undefined;
  /** Whose uploads the form's new files are (the proposing organisation's), when not the caller's. */
  uploadOwnerId?: number;
};

/** A bid that counts now: submitted or revised, and not already waiting for re-confirmation. */
const countedBid = (bid: BidRecord) =>
  (bid.state === 'submitted' || bid.state === 'revised') && bid.needs_reconfirmation !== true;

/** The public diff a save of this form would make, before anything is written (null: none). */
export async function pendingChanges(existing: TenderRecord, form: AdminTenderFields): Promise<TenderChange[]> {
  return tenderDiff(diffableOf(existing), await previewOf(existing, form));
}

/** Refuses what no corrigendum may do, before any upload is copied. */
export async function checkCorrigendum(
  existing: TenderRecord,
  input: CorrigendumInput,
  changes: TenderChange[],
  now: Date,
) {
  if (!input.reason) throw new ValidationError({ corrigendum_reason: [m.reason] });
  const key = await getSealingKey(existing.id);
  const errors = corrigendumDateErrors({
    period: originalPeriod(existing),
    sealedUntil: key?.opening_at ?? null,
    bidOpeningDate: input.form.bid_opening_date,
    bidSubmissionEndDate: input.form.bid_submission_end_date,
    material: isMaterial(changes),
    now,
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Publishes the next corrigendum of an active tender from its whole form at the version read.
 * `extraItems` join its transaction (an approved proposal's own writes). Throws 409 when nothing
 * public changes: the caller decides what a save without a public change is.
 */
export async function publishCorrigendum(
  existing: TenderRecord,
  input: CorrigendumInput,
  caller: Caller,
  now: Date,
  extraItems: TransactWriteItem[] = [],
): Promise<{ record: TenderRecord; corrigendum: CorrigendumRecord }> {
  if (existing.status !== 'active') throw new ConflictError(m.notActive);
  const version = existing.version ?? 0;
  if (input.version !== version) throw new ConflictError(tenderStateMessages.changedMeanwhile);
  const planned = await pendingChanges(existing, input.form);
  if (planned.length === 0) throw new ConflictError(m.nothingChanged);
  await checkCorrigendum(existing, input, planned, now);

  const actor = await actorOf(caller);
  const built = await buildTender(input.form, {
    existing,
    published: existing.published_date,
    actor,
    now,
    uploadOwnerId: input.uploadOwnerId,
  });
  const number = (existing.corrigendum_count ?? 0) + 1;
  const record: TenderRecord = {
    ...existing,
    ...built.fields,
    version: version + 1,
    updated_at: now.toISOString(),
    corrigendum_count: number,
    original_submission_period: originalPeriod(existing),
  };
  const changes = tenderDiff(diffableOf(existing), diffableOf(record));
  const material = isMaterial(changes);
  const corrigendum: CorrigendumRecord = {
    tender_id: existing.id,
    number,
    reason: input.reason ?? '',
    published_at: now.toISOString(),
    changes,
    material,
    ...(record.bid_submission_end_date === existing.bid_submission_end_date
      ? {}
      : { new_bid_submission_end_date: record.bid_submission_end_date }),
  };
  const marked = material ? (await tenderBids(existing.id)).filter(countedBid) : [];
  const lookups = lookupUseChanges(tenderLookupRefs(existing), tenderLookupRefs(record));
  const head: TransactWriteItem[] = [
    tenderPutItem(record, { kind: 'version', version, statuses: ['active'] }),
    corrigendumPutItem(corrigendum),
    ...sideItems(lookups, built.uploadIds, actor, now),
    ...extraItems,
  ];
  // One slot for the audit entry and one for the count change.
  const inline = marked.slice(0, Math.max(0, TRANSACTION_MAX_ITEMS - head.length - 2));
  const marks = inline.map((bid) => reconfirmMarkItem(bid, number));
  const entry = auditEntry(
    actor,
    {
      action: 'tender.corrigendum',
      entity: 'tender',
      entityId: existing.id,
      summary: `Corrigendum ${number} of ${record.tender_uid}: ${changes.map((change) => change.label).join(', ')}`,
      before: null,
      after: { number, reason: corrigendum.reason },
    },
    now,
  );
  try {
    await writeWithAudit(
      [...head, ...marks, ...(marks.length ? [bidCountDownItem(existing.id, marks.length)] : [])],
      [entry],
    );
  } catch (error) {
    throw corrigendumWriteError(error, head.length - extraItems.length, extraItems.length, lookups);
  }
  await markRemainingBids(marked.slice(inline.length), number);
  return { record, corrigendum };
}

function corrigendumWriteError(
  error: unknown,
  sideEnd: number,
  extras: number,
  lookups: ReturnType<typeof lookupUseChanges>,
): unknown {
  if (error instanceof TransactionConditionError && error.failed.some((index) => index >= sideEnd + extras)) {
    return new ConflictError(m.bidChangedMeanwhile, { cause: error });
  }
  if (error instanceof TransactionConditionError && error.failed.some((index) => index >= sideEnd)) {
    // The approved proposal's own writes: it was decided meanwhile.
    return new ConflictError(m.noProposal, { cause: error });
  }
  return tenderWriteError(error, 2, lookups);
}

/**
 * Marks beyond one transaction's room, in batches, each with its count change. A bid re-submitted
 * meanwhile fails its batch's condition: that batch is marked again one bid at a time, skipping it.
 */
async function markRemainingBids(bids: readonly BidRecord[], number: number): Promise<void> {
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
