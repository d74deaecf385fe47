import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { EMD_REFUND_STATES } from '@tender/shared/schemas/refunds';
import { dynamo, tableName } from '../platform/dynamo-client';
import { writeWithAuditIfHeld, type AuditEntry } from './audit-repository';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import type { TransactWriteItem } from './transactions';
import { isConditionFailure } from './transactions';

// EMD refunds. One item per tender, contractor and payment, beside the tender: put
// once (conditional), so a payment's EMD is refunded at most once however often a trigger runs.
// While the refund job has work on it (due, pending, failed) it sits in a sparse index (gsi1); a
// contractor's refunds are listed by gsi2 (My Bids). A "cause" item says a tender's refunds are to
// be worked out (the cancel writes it in its own transaction); the job expands and deletes it.

/**
 * Why an EMD goes back: its bid was not qualified, the tender went to another, was cancelled, ended
 * without an award (declared unsuccessful, or re-tendered), or the Admin released the winner's.
 */
const REFUND_CAUSES = ['not_qualified', 'lost', 'cancelled', 'ended', 'released'] as const;
export type EmdRefundCause = (typeof REFUND_CAUSES)[number];

const EmdRefundKey = { tender_id: z.number(), contractor_id: z.number(), payment_id: z.string() };
export type EmdRefundKey = { tender_id: number; contractor_id: number; payment_id: string };

const EmdRefundEntity = defineEntity({
  name: 'EMD refund',
  schema: z.object({
    ...EmdRefundKey,
    order_id: z.string(),
    amount_paise: z.number(),
    cause: z.enum(REFUND_CAUSES),
    state: z.enum(EMD_REFUND_STATES),
    /** Starts at 1; one more after each refund Razorpay failed, so the next one has a key of its own. */
    attempt: z.number(),
    razorpay_refund_id: z.nullable(z.string()),
    refunded_at: z.nullable(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
    /** Set while one run is talking to Razorpay about it; another run leaves it alone until then. */
    lease_id: z.optional(z.string()),
    lease_until: z.optional(z.string()),
    last_error: z.optional(z.nullable(z.string())),
  }),
});
export type EmdRefundRecord = z.infer<typeof EmdRefundEntity.schema>;

/** A tender's refunds still to be worked out, and for an award, the winner (whose EMD is held). */
const EmdRefundCauseEntity = defineEntity({
  name: 'EMD refund cause',
  schema: z.object({
    tender_id: z.number(),
    cause: z.enum(REFUND_CAUSES.filter((cause): cause is Exclude<EmdRefundCause, 'released'> => cause !== 'released')),
    winner_contractor_id: z.nullable(z.number()),
    marked_at: z.string(),
  }),
});
export type EmdRefundCauseRecord = z.infer<typeof EmdRefundCauseEntity.schema>;

const keyOf = (refund: EmdRefundKey) => keys.emdRefund(refund.tender_id, refund.contractor_id, refund.payment_id);
const dueIndex = (refund: EmdRefundKey, since: string) =>
  keys.emdRefundsDueIndex(since, refund.tender_id, refund.contractor_id, refund.payment_id);
const asRecord = (item: Record<string, unknown> | undefined) => (item ? EmdRefundEntity.read(item) : undefined);

/** Stores a new refund unless this payment's EMD already has one: true when this call stored it. */
export async function putRefundIfAbsent(record: EmdRefundRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keyOf(record),
          ...keys.emdRefundsOfContractor(record.contractor_id, record.tender_id, record.payment_id),
          ...(record.state === 'held' ? {} : dueIndex(record, record.created_at)),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getRefund(key: EmdRefundKey): Promise<EmdRefundRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: keyOf(key), ConsistentRead: true }));
  return asRecord(Item);
}

/** A tender's refunds, or one contractor's on it. */
export async function refundsOfTender(tenderId: number, contractorId?: number): Promise<EmdRefundRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.emdRefundPrefix(contractorId) },
    ConsistentRead: true,
  });
  return items.flatMap((item) => asRecord(item) ?? []);
}

/** Every refund of one contractor, on every tender (My Bids). */
export async function refundsOfContractor(contractorId: number): Promise<EmdRefundRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.emdRefundsOfContractorPartition(contractorId) },
  });
  return items.flatMap((item) => asRecord(item) ?? []);
}

/** The refunds the job has work on, oldest first (the index copies only keys: each is then read). */
export async function dueRefundKeys(limit: number): Promise<EmdRefundKey[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.emdRefundsDuePartition() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => {
    const [, contractor, ...payment] = String(item.sk).split('#');
    return {
      tender_id: Number(String(item.pk).split('#')[1]),
      contractor_id: Number(contractor),
      payment_id: payment.join('#'),
    };
  });
}

/**
 * Takes a due (or failed) refund for one run for `leaseSeconds`, unless another run holds it: the
 * refund as claimed, or undefined. A run that stops mid-way leaves the lease to run out.
 */
export async function claimRefund(
  key: EmdRefundKey,
  leaseId: string,
  now: Date,
  leaseSeconds: number,
): Promise<EmdRefundRecord | undefined> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(key),
        UpdateExpression: 'SET lease_id = :lease, lease_until = :until',
        ConditionExpression: '#state IN (:due, :failed) AND (attribute_not_exists(lease_until) OR lease_until < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':lease': leaseId,
          ':until': new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
          ':now': now.toISOString(),
          ':due': 'due',
          ':failed': 'failed',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return asRecord(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export type RefundOutcome = { state: 'pending' | 'processed' | 'failed'; razorpay_refund_id: string };

/** The update that records what Razorpay said; a processed refund leaves the job's index, a failed one gets its next attempt. */
function outcomeUpdate(outcome: RefundOutcome, now: Date) {
  const set = ['#state = :state', 'razorpay_refund_id = :refund', 'updated_at = :now', 'last_error = :none'];
  if (outcome.state === 'processed') set.push('refunded_at = :now');
  if (outcome.state === 'failed') set.push('attempt = attempt + :one');
  const remove = ['lease_id', 'lease_until', ...(outcome.state === 'processed' ? ['gsi1pk', 'gsi1sk'] : [])];
  return {
    UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
    values: {
      ':state': outcome.state,
      ':refund': outcome.razorpay_refund_id,
      ':now': now.toISOString(),
      ':none': null,
      ...(outcome.state === 'failed' ? { ':one': 1 } : {}),
    },
  };
}

/** Stores the refund Razorpay made (or had), if this run still holds the lease: false when it lost it. */
export async function storeRefundOutcome(
  key: EmdRefundKey,
  leaseId: string,
  outcome: RefundOutcome,
  now: Date,
): Promise<boolean> {
  const update = outcomeUpdate(outcome, now);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(key),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: 'lease_id = :lease',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ...update.values, ':lease': leaseId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A pending refund Razorpay has since processed or failed (no lease: only its state moves, once). */
export async function storePendingOutcome(key: EmdRefundKey, outcome: RefundOutcome, now: Date): Promise<boolean> {
  const update = outcomeUpdate(outcome, now);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(key),
        UpdateExpression: update.UpdateExpression,
        ConditionExpression: '#state = :pending AND razorpay_refund_id = :refund',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ...update.values, ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claimed refund back after a failed call, with what went wrong (never the request). */
export async function releaseRefund(key: EmdRefundKey, leaseId: string, error: string, now: Date): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(key),
        UpdateExpression: 'SET last_error = :error, updated_at = :now REMOVE lease_id, lease_until',
        ConditionExpression: 'lease_id = :lease',
        ExpressionAttributeValues: { ':error': error, ':now': now.toISOString(), ':lease': leaseId },
      }),
    )
    .catch((failure: unknown) => {
      if (!isConditionFailure(failure)) throw failure;
    });
}

/** The write that moves a held refund (the winner's) to due, for the Admin's release transaction. */
function releaseHeldItem(refund: EmdRefundRecord, now: Date): TransactWriteItem {
  const index = dueIndex(refund, now.toISOString());
  return {
    Update: {
      TableName: tableName,
      Key: keyOf(refund),
      UpdateExpression: 'SET #state = :due, cause = :released, updated_at = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
      ConditionExpression: '#state = :held',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':due': 'due',
        ':held': 'held',
        ':released': 'released',
        ':now': now.toISOString(),
        ':gsi1pk': index.gsi1pk,
        ':gsi1sk': index.gsi1sk,
      },
    },
  };
}

/**
 * The Admin's release of held refunds (the winner's) with its audit entry, in one transaction:
 * false when any is no longer held (released by another Admin at the same moment), and none moves.
 */
export const writeEmdRelease = (held: readonly EmdRefundRecord[], now: Date, audit: AuditEntry): Promise<boolean> =>
  writeWithAuditIfHeld(
    held.map((refund) => releaseHeldItem(refund, now)),
    [audit],
  );

/** The write of a cause, for the transaction of the change that causes it (the cancel), or alone. */
export function refundCauseItem(cause: EmdRefundCauseRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.emdRefundCause(cause.tender_id, cause.cause),
        ...keys.emdRefundCausesIndex(cause.marked_at, cause.tender_id, cause.cause),
        ...cause,
      },
    },
  };
}

export async function putRefundCause(cause: EmdRefundCauseRecord): Promise<void> {
  await dynamo.send(new PutCommand(refundCauseItem(cause).Put!));
}

/** Causes not yet worked out, oldest first (each is then read in full). */
export async function pendingRefundCauses(limit: number): Promise<EmdRefundCauseRecord[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.emdRefundCausesPartition() },
      Limit: limit,
    }),
  );
  const found = await Promise.all(
    (Items ?? []).map(async (item) => {
      const { Item } = await dynamo.send(
        new GetCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
      );
      return Item ? EmdRefundCauseEntity.read(Item) : undefined;
    }),
  );
  return found.filter((cause): cause is EmdRefundCauseRecord => cause !== undefined);
}

/** Deletes a worked-out cause, unless it was written again meanwhile (then the next run works it out again). */
export async function deleteRefundCause(cause: EmdRefundCauseRecord): Promise<void> {
  await dynamo
    .send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.emdRefundCause(cause.tender_id, cause.cause),
        ConditionExpression: 'marked_at = :at',
        ExpressionAttributeValues: { ':at': cause.marked_at },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
