// A contractor's bid figures: its awarded bids with amount and date, and its bids on
// closed tenders not decided yet, by stage.
import { contractorBids, tendersOfBids, type BidTenderSummary } from '../../data/bids-repository';
import { awardsOfTenders } from './award-figures';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { bidCounters, bidStage, type BidCounters, type BidOnTender } from './bid-stage';

export type ContractorFigures = {
  counters: BidCounters;
  awardedBids: DashboardAnswer['awarded_bids'];
  bidsUnderEvaluation: DashboardAnswer['bids_under_evaluation'];
};

/**
 * The contractor's newest bids read (as My Bids reads them): a bid older than these is long
 * decided, so it is in no counter but the awarded ones, which come from the awards themselves.
 */
const DASHBOARD_BIDS = 200;

const summaryOf = (tender: BidTenderSummary | undefined, tenderId: number) => ({
  tender_id: tenderId,
  tender_uid: tender?.tender_uid ?? '',
  project_name: tender?.project_name ?? '',
});

export async function contractorFigures(contractorId: number, now: Date): Promise<ContractorFigures> {
  const bids = await contractorBids(contractorId, DASHBOARD_BIDS);
  const tenderIds = [...new Set(bids.map((bid) => bid.tender_id))];
  const tenders = await tendersOfBids(tenderIds);
  const awards = await awardsOfTenders(tenderIds.filter((id) => tenders.get(id)?.status === 'awarded'));
  const onTenders: BidOnTender[] = bids.map((bid) => ({
    bid,
    tenderStatus: tenders.get(bid.tender_id)?.status ?? '',
  }));
  const ownBids = new Set(bids.map((bid) => bid.bid_reference));
  const awarded = awards
    .filter((award) => ownBids.has(award.bid_id))
    .sort((a, b) => Date.parse(b.awarded_at) - Date.parse(a.awarded_at));
  return {
    counters: bidCounters(onTenders, now),
    awardedBids: awarded.map((award) => ({
      ...summaryOf(tenders.get(award.tender_id), award.tender_id),
      bid_id: award.bid_id,
      amount_paise: award.amount_paise,
      awarded_at: award.awarded_at,
    })),
    bidsUnderEvaluation: onTenders.flatMap((entry) => {
      const stage = bidStage(entry, now);
      return stage
        ? [
            {
              ...summaryOf(tenders.get(entry.bid.tender_id), entry.bid.tender_id),
              bid_id: entry.bid.bid_reference,
              stage,
            },
          ]
        : [];
    }),
  };
}
