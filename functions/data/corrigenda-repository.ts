import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Corrigendum } from '@tender/shared/schemas/corrigenda';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import type { TransactWriteItem } from './transactions';
import { SUBMITTED_BID_STATES } from '@tender/shared/schemas/bid-submission';

// Corrigenda of published tenders, beside the tender: `TENDER#<id>` /
// `CORRIGENDUM#<nnnn>`, written in the transaction that changes the tender; and the bids a material
// corrigendum marks "needs re-confirmation", in the same transaction.

export type { Corrigendum };

/** `TENDER#<id>` / `CORRIGENDUM#<nnnn>`: the corrigendum as answered, with its tender. */
export const CorrigendumEntity = defineEntity({
  name: 'corrigendum',
  schema: z.extend(Corrigendum, { tender_id: z.number() }),
});
export type CorrigendumRecord = z.infer<typeof CorrigendumEntity.schema>;

/** The Put of a new corrigendum (its number taken once: a second writer of the same number fails). */
export function corrigendumPutItem(record: CorrigendumRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.corrigendum(record.tender_id, record.number), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Every corrigendum of a tender, newest first. */
export async function listCorrigenda(tenderId: number): Promise<Corrigendum[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.corrigendumPrefix() },
    ScanIndexForward: false,
  });
  return items.map((item) => {
    const { tender_id: _tender, ...corrigendum } = CorrigendumEntity.read(item);
    return corrigendum;
  });
}

export async function getCorrigendum(tenderId: number, number: number): Promise<Corrigendum | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.corrigendum(tenderId, number) }));
  return Item ? CorrigendumEntity.read(Item) : undefined;
}

/**
 * Marks a live bid "needs re-confirmation since corrigendum `number`", only if it is still at the
 * submission read and not marked yet (a concurrent re-submission fails the corrigendum's transaction,
 * which the editor then retries on a fresh read).
 */
// The condition's spelling of the kernel's "counts now" (functions/domain/market/bid-states.ts).
const submittedStates = Object.fromEntries(SUBMITTED_BID_STATES.map((state) => [`:${state}`, state]));

export function reconfirmMarkItem(
  bid: { tender_id: number; contractor_id: number; submission: number },
  number: number,
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.bid(bid.tender_id, bid.contractor_id),
      UpdateExpression: 'SET needs_reconfirmation = :yes, reconfirm_corrigendum = :number',
      ConditionExpression:
        `#submission = :submission AND #state IN (${Object.keys(submittedStates).join(', ')}) AND ` +
        '(attribute_not_exists(needs_reconfirmation) OR needs_reconfirmation = :no)',
      ExpressionAttributeNames: { '#submission': 'submission', '#state': 'state' },
      ExpressionAttributeValues: {
        ':yes': true,
        ':no': false,
        ':number': number,
        ':submission': bid.submission,
        ...submittedStates,
      },
    },
  };
}

/** The bids a corrigendum marked stop counting: the tender's count of bids goes down by as many. */
export function bidCountDownItem(tenderId: number, marked: number): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.bidCount(tenderId),
      UpdateExpression: 'SET tender_id = :tender ADD bid_count :change',
      ExpressionAttributeValues: { ':tender': tenderId, ':change': -marked },
    },
  };
}
