import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { auditPutItem, type AuditEntry } from './audit-repository';
import { tenderBids, type BidRecord, type EvaluationRecord, type RepresentationRecord } from './bids-repository';
import { keys } from './keys';
import { nextSequenceValue } from './sequences';
import { cancellationReasons, failedConditions, writeTransaction, type TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

// The technical evaluation as stored: the decision and the bidder's one representation
// live ON the bid item (TENDER#<id> / BID#<contractor>); a lookup item REPRESENTATION#<id> says
// which bid a representation is on. Every write holds only while the financial covers are shut:
// neither this bid's financial cover opened nor the tender's financial opening claimed.

/** A bid by its reference (BID-<tender>-<n>), among its tender's bids (one Query), or undefined. */
export async function bidByReference(tenderId: number, reference: string): Promise<BidRecord | undefined> {
  return (await tenderBids(tenderId)).find((bid) => bid.bid_reference === reference);
}

/** What a representation's id points at: the bid it is on. */
export type RepresentationLookup = { tender_id: number; contractor_id: number };

export async function getRepresentationLookup(id: number): Promise<RepresentationLookup | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.representation(id), ConsistentRead: true }),
  );
  return Item ? { tender_id: Number(Item.tender_id), contractor_id: Number(Item.contractor_id) } : undefined;
}

export const nextRepresentationId = () => nextSequenceValue('representation');

/** The write met a changed state: the financial covers opened, or the bid moved on since it was read. */
export class EvaluationWriteConflictError extends Error {
  constructor(readonly conflict: 'financial-opened' | 'bid-changed' | 'upload-used') {
    super(`The evaluation write met a conflict: ${conflict}`);
  }
}

const FINANCIAL_SHUT = 'attribute_exists(pk) AND attribute_not_exists(#opening.#financial)';

/** The tender's financial opening not yet claimed (no record, or openers still confirming). */
const financialOpeningShut = (tenderId: number): TransactWriteItem => ({
  ConditionCheck: {
    TableName: tableName,
    Key: keys.tenderOpening(tenderId, 'financial'),
    ConditionExpression: 'attribute_not_exists(#state) OR #state = :confirming',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':confirming': 'confirming' },
  },
});

type BidUpdate = { condition: string; names: Record<string, string>; values: Record<string, unknown> };

function bidUpdate(bid: BidRecord, set: Record<string, unknown>, guard: BidUpdate): TransactWriteItem {
  const names: Record<string, string> = { '#opening': 'opening', '#financial': 'financial', ...guard.names };
  const values: Record<string, unknown> = { ...guard.values };
  const assignments = Object.entries(set).map(([field, value], index) => {
    names[`#set${index}`] = field;
    values[`:set${index}`] = value;
    return `#set${index} = :set${index}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: keys.bid(bid.tender_id, bid.contractor_id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: [FINANCIAL_SHUT, guard.condition].filter(Boolean).join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: Object.keys(values).length > 0 ? values : undefined,
    },
  };
}

/** Runs the entries; a failed condition is named: the opening's (slot 1), an upload's, or the bid's. */
async function writeGuarded(items: TransactWriteItem[], firstUpload = items.length): Promise<void> {
  try {
    await writeTransaction(items);
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = failedConditions(reasons);
    if (failed.includes(1)) throw new EvaluationWriteConflictError('financial-opened');
    if (failed.some((slot) => slot >= firstUpload)) throw new EvaluationWriteConflictError('upload-used');
    throw new EvaluationWriteConflictError('bid-changed');
  }
}

/**
 * Saves (or changes) the bid's decision with its audit entry: only once its technical cover is open
 * and its financial one shut.
 */
export async function saveEvaluation(bid: BidRecord, evaluation: EvaluationRecord, audit: AuditEntry): Promise<void> {
  await writeGuarded([
    bidUpdate(
      bid,
      { evaluation },
      { condition: 'attribute_exists(#opening.#technical)', names: { '#technical': 'technical' }, values: {} },
    ),
    financialOpeningShut(bid.tender_id),
    auditPutItem(audit),
  ]);
}

/** The representation is against the decision as read: not qualified, decided at that time, none sent yet. */
const AGAINST_DECISION: BidUpdate = {
  condition:
    '#evaluation.#qualified = :false AND #evaluation.#decidedAt = :decidedAt AND ' +
    '(attribute_not_exists(#representation) OR attribute_type(#representation, :nullType))',
  names: {
    '#evaluation': 'evaluation',
    '#qualified': 'qualified',
    '#decidedAt': 'decided_at',
    '#representation': 'representation',
  },
  values: { ':false': false, ':nullType': 'NULL' },
};

/**
 * Saves the bidder's representation with its lookup item and the use of its document's upload, all
 * or nothing.
 */
export async function saveRepresentation(
  bid: BidRecord & { evaluation: EvaluationRecord },
  representation: RepresentationRecord,
  uploadIds: readonly string[],
  now: Date,
): Promise<void> {
  const guard = {
    ...AGAINST_DECISION,
    values: { ...AGAINST_DECISION.values, ':decidedAt': bid.evaluation.decided_at },
  };
  const items: TransactWriteItem[] = [
    bidUpdate(bid, { representation }, guard),
    financialOpeningShut(bid.tender_id),
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.representation(representation.id), tender_id: bid.tender_id, contractor_id: bid.contractor_id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  const firstUpload = items.length;
  items.push(...uploadIds.map((id) => uploadUseItem(id, bid.contractor_id, now)));
  await writeGuarded(items, firstUpload);
}

/** Saves the answer to a representation (once), and the decision it changes (reversed), together. */
export async function saveRepresentationAnswer(
  bid: BidRecord,
  representation: RepresentationRecord,
  evaluation: EvaluationRecord | null,
): Promise<void> {
  const guard: BidUpdate = {
    condition: '#representation.#id = :id AND attribute_type(#representation.#answeredAt, :nullType)',
    names: { '#representation': 'representation', '#id': 'id', '#answeredAt': 'answered_at' },
    values: { ':id': representation.id, ':nullType': 'NULL' },
  };
  await writeGuarded([
    bidUpdate(bid, { representation, ...(evaluation ? { evaluation } : {}) }, guard),
    financialOpeningShut(bid.tender_id),
  ]);
}
