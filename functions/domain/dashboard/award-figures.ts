// The awards a contractor's dashboard shows: the one place the dashboards read
// awards of contract from. (An organisation's `awarded` events come from the tender's audit trail.)
import type { AwardOfContract } from '@tender/shared/schemas/award';
import { awardsOfTenders as storedAwards } from '../../data/award-repository';

/** One award of contract, as the dashboards need it. */
export type AwardFigure = Pick<AwardOfContract, 'tender_id' | 'bid_id' | 'amount_paise' | 'awarded_at'>;

/** The awards of these tenders (the award of contract kept on the tender when it is awarded). */
export async function awardsOfTenders(tenderIds: readonly number[]): Promise<AwardFigure[]> {
  if (tenderIds.length === 0) return [];
  return [...(await storedAwards(tenderIds)).values()];
}
