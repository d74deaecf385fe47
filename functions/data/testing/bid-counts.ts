import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../platform/dynamo-client';
import { keys } from '../keys';

/** A tender's bid counter as bids would leave it (tests of the lists that show it). */
export async function putBidCount(tenderId: number, count: number): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.bidCount(tenderId), tender_id: tenderId, bid_count: count },
    }),
  );
}
