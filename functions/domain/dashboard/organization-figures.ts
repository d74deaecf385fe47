// An organisation's figures: its own active tenders, its tenders as projects, the
// bids on its closed tenders by stage, and its tenders' latest events.
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import {
  dashboardBidsOfTender,
  organizationTenders,
  type DashboardBid,
  type DashboardTender,
} from '../../data/dashboard-figures-repository';
import { bidCounters, type BidCounters } from './bid-stage';
import { organizationTenderUpdates, updateCandidates } from './tender-updates';
import { openForBids } from '../market/tender-access';

export type OrganizationFigures = {
  activeTenders: number;
  tenders: number;
  counters: BidCounters;
  tenderUpdates: DashboardAnswer['tender_updates'];
};

/** The bids of each of these tenders, one Query per tender. */
async function bidsByTender(tenders: readonly DashboardTender[]): Promise<Map<number, DashboardBid[]>> {
  const lists = await Promise.all(tenders.map(async (tender) => [tender.id, await dashboardBidsOfTender(tender.id)]));
  return new Map(lists as [number, DashboardBid[]][]);
}

export async function organizationFigures(organizationId: number, now: Date): Promise<OrganizationFigures> {
  const tenders = await organizationTenders(organizationId);
  // Bids matter on closed tenders (the counters) and on the tenders Tender Updates reads.
  const closed = tenders.filter((tender) => tender.status === 'closed');
  const candidates = updateCandidates(tenders, now);
  const read = [...new Map([...closed, ...candidates].map((tender) => [tender.id, tender])).values()];
  const bids = await bidsByTender(read);
  const bidsOf = (tenderId: number) => bids.get(tenderId) ?? [];
  const counters = bidCounters(
    closed.flatMap((tender) => bidsOf(tender.id).map((bid) => ({ bid, tenderStatus: tender.status }))),
    now,
  );
  return {
    activeTenders: tenders.filter((tender) => openForBids(tender, now)).length,
    tenders: tenders.length,
    counters,
    tenderUpdates: await organizationTenderUpdates(candidates, bidsOf),
  };
}
