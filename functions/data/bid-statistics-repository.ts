import type { BidState } from '@tender/shared/schemas/bid-submission';
import { tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { queryAll } from './query-all';

// What open data publishes about a tender's bids: a count, never who bid. Reads the
// bids beside the tender (`TENDER#<id>` / `BID#...`) projecting two attributes, so no sealed key,
// receipt or bidder ever leaves the table.

export type BidStateOnly = { state: BidState; needs_reconfirmation?: boolean };

/** The state of each of the tender's bids, and whether a corrigendum flagged it for re-confirmation. */
export async function bidStatesOfTender(tenderId: number): Promise<BidStateOnly[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ProjectionExpression: '#state, needs_reconfirmation',
  });
  return items.map((item) => ({
    state: item.state as BidState,
    ...(item.needs_reconfirmation === true ? { needs_reconfirmation: true } : {}),
  }));
}
