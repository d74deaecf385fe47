import { tenderFieldMessages, tenderStateMessages } from '@tender/shared/admin-messages';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import { isMaterial, tenderDiff, type TenderChange } from '@tender/shared/tender-diff';
import { uploadMessages } from '@tender/shared/upload-rules';
import { tenderBids } from '../../data/bids-repository';
import type { CorrigendumRecord } from '../../data/corrigenda-repository';
import {
  CorrigendumConflictError,
  writeCorrigendum,
  type CorrigendumConflictReason,
  type CorrigendumWrite,
} from '../../data/corrigendum-publish-repository';
import { getSealingKey } from '../../data/sealing-keys-repository';
import { tenderLookupRefs, type TenderRecord } from '../../data/tenders-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { buildTender, lookupUseChanges } from '../tenders/tender-form';
import { corrigendumDateErrors, originalPeriod } from './corrigendum-rules';
import { diffableOf, previewOf } from './tender-diffable';
import { liveBids } from '../market/bid-states';

// A change to a published (active) tender is a numbered corrigendum: the tender's new
// form, the corrigendum (its number, reason and diff), its audit entry (tender.corrigendum, which
// the followers' news job mails) and, when it is material, the marks on every live bid it touches,
// all written together by the data layer (writeCorrigendum: one transaction, and the marks it has
// no room for right after it, docs/market.md).

export type CorrigendumInput = {
  form: AdminTenderFields;
  version: number;
  reason: string | undefined;
  /** Whose uploads the form's new files are (the proposing organisation's), when not the caller's. */
  uploadOwnerId?: number;
};

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

/** The proposal a corrigendum approves, decided with it. */
export type ApprovedProposal = NonNullable<CorrigendumWrite['approves']>;

/**
 * Publishes the next corrigendum of an active tender from its whole form at the version read,
 * deciding `approves` with it (an approved proposal). Throws 409 when nothing public changes: the
 * caller decides what a save without a public change is.
 */
export async function publishCorrigendum(
  existing: TenderRecord,
  input: CorrigendumInput,
  caller: Caller,
  now: Date,
  approves?: ApprovedProposal,
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
    await writeCorrigendum({
      tender: record,
      readVersion: version,
      corrigendum,
      lookups: lookupUseChanges(tenderLookupRefs(existing), tenderLookupRefs(record)),
      uploads: { ids: built.uploadIds, accountId: actor.id, at: now },
      approves,
      marks: material ? liveBids(await tenderBids(existing.id)) : [],
      audit: [entry],
    });
  } catch (error) {
    if (error instanceof CorrigendumConflictError) {
      throw new ConflictError(CONFLICT_MESSAGES[error.reason], { cause: error });
    }
    throw error;
  }
  return { record, corrigendum };
}

/** What the editor is told when the corrigendum's write ran into a change made meanwhile. */
const CONFLICT_MESSAGES: Record<CorrigendumConflictReason, string> = {
  tender: tenderStateMessages.changedMeanwhile,
  lookup: tenderFieldMessages.lookupRetired,
  upload: uploadMessages.unavailable,
  // The approved proposal was decided meanwhile.
  proposal: m.noProposal,
  bid: m.bidChangedMeanwhile,
};
