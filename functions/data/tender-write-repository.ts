import type { AdminTenderStatus } from '@tender/shared/schemas/tender';
import { ConflictError } from '../platform/errors';
import { TransactionConditionError, writeWithAudit, type AuditEntry } from './audit-repository';
import type { LookupKind } from './keys';
import { lookupUseItem } from './lookups-repository';
import { refundCauseItem, type EmdRefundCauseRecord } from './refunds-repository';
import { sealingKeyPutItem, type SealingKeyRecord } from './sealing-keys-repository';
import { tenderPutItem, tenderTransitionItem, type TenderExpectation, type TenderRecord } from './tenders-repository';
import type { TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

// An admin change of tenders (create, edit, publish, cancel, review, re-tender, award ...): the
// tenders' own writes, the lookup counts and upload claims their forms change, what the change
// writes beside (a new sealing key, an EMD refund cause) and its audit entries, in ONE transaction.
// Which entry of a cancelled transaction failed is read here, and answered as what it concerns.

/** One tender's write: the whole tender if the stored one is as expected, or a move to another state. */
export type TenderChange =
  | { put: TenderRecord; expect: TenderExpectation }
  | {
      move: number;
      to: AdminTenderStatus;
      expect: Extract<TenderExpectation, { kind: 'version' }>;
      set: Partial<Omit<TenderRecord, 'id' | 'status' | 'version'>>;
    };

/** A lookup entry the form starts (1) or stops (-1) using; a new choice must not be retired (`mustBeChoosable`). */
export type LookupUse = { kind: LookupKind; id: number; delta: 1 | -1; mustBeChoosable: boolean };

export type TenderWrite = {
  /** The tenders written, in the order given. */
  tenders: readonly TenderChange[];
  lookups?: readonly LookupUse[];
  /** The uploads the forms' new files claim, for this account. */
  uploads?: { ids: readonly string[]; accountId: number; at: Date };
  /** The sealing key of a tender published by this change (written only if it has none yet). */
  sealingKey?: SealingKeyRecord;
  /** The EMD refund cause this change leaves for the refund-emd job (cancel, award, unsuccessful). */
  refundCause?: EmdRefundCauseRecord;
  audit: AuditEntry[];
};

/**
 * What a cancelled tender transaction ran into: a tender no longer as read (another change came
 * first, or the database did not say; a sealing key already there means it was published
 * meanwhile), a lookup entry retired or deleted meanwhile, or an upload claimed meanwhile.
 */
export type TenderConflictReason = 'tender' | 'lookup' | 'upload';

export class TenderConflictError extends ConflictError {
  constructor(
    readonly reason: TenderConflictReason,
    options?: { cause?: unknown },
  ) {
    super(undefined, options);
  }
}

const changeItem = (change: TenderChange): TransactWriteItem =>
  'put' in change
    ? tenderPutItem(change.put, change.expect)
    : tenderTransitionItem(change.move, { to: change.to, expect: change.expect, set: change.set });

/**
 * Writes a change of tenders with everything beside it. A cancelled transaction throws
 * TenderConflictError naming what it ran into; nothing of it is written then.
 */
export async function writeTender(write: TenderWrite): Promise<void> {
  const tenders = write.tenders.map(changeItem);
  const lookups = (write.lookups ?? []).map((change) =>
    lookupUseItem(change.kind, change.id, change.delta, change.mustBeChoosable),
  );
  const uploads = (write.uploads?.ids ?? []).map((id) =>
    uploadUseItem(id, write.uploads!.accountId, write.uploads!.at),
  );
  const beside = [
    ...(write.sealingKey ? [sealingKeyPutItem(write.sealingKey)] : []),
    ...(write.refundCause ? [refundCauseItem(write.refundCause)] : []),
  ];
  try {
    await writeWithAudit([...tenders, ...lookups, ...uploads, ...beside], write.audit);
  } catch (error) {
    if (!(error instanceof TransactionConditionError)) throw error;
    const lookupStart = tenders.length;
    const uploadStart = lookupStart + lookups.length;
    const besideStart = uploadStart + uploads.length;
    const failed = error.failed;
    const reason: TenderConflictReason =
      failed.length === 0 || failed.some((index) => index < lookupStart || index >= besideStart)
        ? 'tender'
        : failed.some((index) => index < uploadStart)
          ? 'lookup'
          : 'upload';
    throw new TenderConflictError(reason, { cause: error });
  }
}
