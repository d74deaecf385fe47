import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import type { TransactWriteItem } from './transactions';

// Which key service key seals a tender's bids (made at publish) and the opening time its policy
// holds: the key's ARN is no secret (the policy, not the name, keeps it shut).

export type SealingKeyRecord = { tender_id: number; key_arn: string; opening_at: string; created_at: string };

/** The entry that records a tender's sealing key, in the transaction that publishes the tender. */
export function sealingKeyPutItem(record: SealingKeyRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.sealingKey(record.tender_id), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getSealingKey(tenderId: number): Promise<SealingKeyRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.sealingKey(tenderId) }));
  return Item
    ? {
        tender_id: Number(Item.tender_id),
        key_arn: String(Item.key_arn),
        opening_at: String(Item.opening_at),
        created_at: String(Item.created_at),
      }
    : undefined;
}
