import { awardMessages as a } from '@tender/shared/award-messages';
import type { StatementView } from '@tender/shared/schemas/award';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import { getOpenings, type OpeningRecord } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { liveBids, qualifiedBids } from '../market/bid-states';
import { maySeeOpenedBids } from '../market/opening-tender';
import { publishedTenderOr404 } from '../market/published-tender';
import { rankBids, type FinancialLine, type RankedLine } from './statement-figures';

// What the comparative statement and the award read of a tender: the tender, its
// bids, its financial opening, and each qualified bid's opened financial cover ranked.

export type StatementSource = {
  tender: TenderRecord;
  bids: BidRecord[];
  financial: OpeningRecord & { opened_at: string };
  ranked: RankedLine[];
};

/** The qualified bids whose financial cover was opened; a cover that did not check out is flagged. */
function financialLines(bids: readonly BidRecord[]): FinancialLine[] {
  return qualifiedBids(bids).flatMap((bid) => {
    const opened = bid.opening?.financial;
    if (!opened) return [];
    return [
      {
        bidId: bid.bid_reference,
        bidderName: bid.bidder_name ?? bid.bid_reference,
        totalPaise: opened.total_paise === null ? null : BigInt(opened.total_paise),
        flag: opened.flag ?? (opened.digest_match ? null : 'digest_mismatch'),
        rates: opened.rates,
      },
    ];
  });
}

/**
 * The tender with its financial opening done (409 before). The tender form records no estimate
 * (a work item has no rate of the owner's), so nothing is compared with an estimate here.
 */
export async function statementSource(tenderId: number): Promise<StatementSource> {
  return statementSourceOf(await publishedTenderOr404(tenderId));
}

/** The same, of a tender already read. */
export async function statementSourceOf(tender: TenderRecord): Promise<StatementSource> {
  const [bids, openings] = await Promise.all([tenderBids(tender.id), getOpenings(tender.id)]);
  const financial = openings.financial;
  if (financial?.state !== 'opened' || !financial.opened_at) throw new ConflictError(a.notOpened);
  return {
    tender,
    bids,
    financial: { ...financial, opened_at: financial.opened_at },
    ranked: rankBids(financialLines(bids), null),
  };
}

/** Bids received: the live ones (submitted or revised, never withdrawn). */
export const bidsReceived = (bids: readonly BidRecord[]) => liveBids(bids).length;

/**
 * Who sees which statement: item-wise rates for the openers, evaluators, the owning organisation
 * and the Admin; totals and ranks for the tender's bidders, and for everyone once it is awarded.
 */
export function statementView(
  source: Pick<StatementSource, 'tender' | 'bids'>,
  caller: Caller | null,
): StatementView | null {
  if (caller && maySeeOpenedBids(source.tender, caller)) return 'full';
  const bidder =
    caller?.role === 'Contractor' && liveBids(source.bids).some((bid) => bid.contractor_id === caller.userId);
  return bidder || source.tender.status === 'awarded' ? 'summary' : null;
}
