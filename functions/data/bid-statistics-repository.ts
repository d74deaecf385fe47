import { tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { queryAll } from './query-all';

// What open data publishes about a tender's bids: a count, never who bid. Reads the
// bids beside the tender (`TENDER#<id>` / `BID#...`) projecting two attributes, so no sealed key,
// receipt or bidder ever leaves the table.

/** States of a bid that was submitted and not withdrawn. */
const LIVE_STATES = new Set(['submitted', 'revised']);

/**
 * The tender's valid bids: submitted (or revised), not withdrawn, and not awaiting re-confirmation
 * after a corrigendum (a bid that must be submitted again does not count).
 */
export async function countValidBids(tenderId: number): Promise<number> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ProjectionExpression: '#state, needs_reconfirmation',
  });
  return items.filter((item) => LIVE_STATES.has(String(item.state)) && item.needs_reconfirmation !== true).length;
}
