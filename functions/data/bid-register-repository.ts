import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { cancellationReasons, writeTransaction, type TransactWriteItem } from './transactions';

// The register of sealed bids a tender publishes at its close: receipt digests in the
// order received and the root of their hash chain. The close writes a "register due" marker in its
// own transaction, so a register is published even when the run that closed the tender stopped
// before it: the next run finds the marker. Written once; never changed.

export type BidRegisterRecord = { tender_id: number; closed_at: string; digests: string[]; root: string };

/** The marker the close writes beside the tender, in the same transaction. */
export function registerDueItem(tenderId: number, closedAt: string): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.registerDue(tenderId),
        ...keys.registersDueIndex(closedAt, tenderId),
        tender_id: tenderId,
        closed_at: closedAt,
      },
    },
  };
}

/** Closed tenders whose register is still to publish, oldest first. */
export async function listDueRegisters(limit: number): Promise<{ tender_id: number; closed_at: string }[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.registersDuePartition() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => ({ tender_id: Number(item.tender_id), closed_at: String(item.closed_at) }));
}

/** Publishes the register and removes its marker, once: false when another run published it first. */
export async function publishBidRegister(record: BidRegisterRecord): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.bidRegister(record.tender_id), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.registerDue(record.tender_id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

export async function getBidRegister(tenderId: number): Promise<BidRegisterRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.bidRegister(tenderId) }));
  if (!Item) return undefined;
  return {
    tender_id: Number(Item.tender_id),
    closed_at: String(Item.closed_at),
    digests: (Item.digests as string[]) ?? [],
    root: String(Item.root),
  };
}
