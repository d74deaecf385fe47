import { awardMessages as a, rankLabel } from '@tender/shared/award-messages';
import type { AwardAnswer, AwardBody, AwardOfContract } from '@tender/shared/schemas/award';
import type { BidRecord } from '../../data/bids-repository';
import { ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf } from '../audit/audit-entry';
import { mailAccount } from '../mail/mail-account';
import { liveBids } from '../market/bid-states';
import { lostRefundCause } from '../market/mark-refunds';
import { moveTender } from '../tenders/tender-transitions';
import { tenderToDecide } from './award-access';
import { awardLetterFile } from './award-letter';
import { awardLetterMail, regretMail, type RegretStanding } from './award-mails';
import { bidsReceived, statementSourceOf, type StatementSource } from './statement-source';
import type { RankedLine } from './statement-figures';

// POST /tenders/{id}/award: the organisation or an Admin awards the tender to a ranked
// bid after the financial opening; anyone but L1 needs a reason, kept in the award and the audit
// trail. The move to `awarded` is conditional on the tender as read, so it happens once. Then the
// winner is mailed the award letter and every other bidder where its bid stood.

function chosenLine(source: StatementSource, body: AwardBody): RankedLine & { rank: number; totalPaise: bigint } {
  const line = source.ranked.find((candidate) => candidate.bidId === body.bid_id);
  if (!line || line.rank === null || line.totalPaise === null) throw new ValidationError({ bid_id: [a.bidId] });
  if (line.rank !== 1 && !body.reason) throw new ValidationError({ reason: [a.reason] });
  return { ...line, rank: line.rank, totalPaise: line.totalPaise };
}

function standingOf(bid: BidRecord, ranked: readonly RankedLine[]): RegretStanding {
  const line = ranked.find((candidate) => candidate.bidId === bid.bid_reference);
  if (line?.rank && line.totalPaise !== null) {
    return { kind: 'ranked', rank: rankLabel(line.rank), tie: line.tie, totalPaise: line.totalPaise.toString() };
  }
  if (line) return { kind: 'flagged' };
  return { kind: 'not_qualified', evaluation: bid.evaluation ?? null };
}

async function mailBidders(source: StatementSource, award: AwardOfContract): Promise<void> {
  const { tender } = source;
  const letter = awardLetterFile(tender, award);
  await Promise.all(
    liveBids(source.bids).map((bid) =>
      mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
        bid.bid_reference === award.bid_id
          ? awardLetterMail({ to, name, tender, award, letter })
          : regretMail({
              to,
              name,
              tender,
              award,
              bidReference: bid.bid_reference,
              standing: standingOf(bid, source.ranked),
            }),
      ),
    ),
  );
}

export async function awardTender(tenderId: number, body: AwardBody, caller: Caller, now: Date): Promise<AwardAnswer> {
  const tender = await tenderToDecide(tenderId, caller);
  const source = await statementSourceOf(tender);
  const chosen = chosenLine(source, body);
  const winner = source.bids.find((bid) => bid.bid_reference === chosen.bidId)!;
  const award: AwardOfContract = {
    tender_id: tender.id,
    tender_uid: tender.tender_uid,
    bid_id: chosen.bidId,
    winner_name: chosen.bidderName,
    amount_paise: chosen.totalPaise.toString(),
    rank: rankLabel(chosen.rank),
    awarded_at: now.toISOString(),
    bids_received: bidsReceived(source.bids),
    reason: body.reason ?? null,
  };
  await moveTender(
    tender,
    {
      to: 'awarded',
      from: ['active', 'closed'],
      set: { award, awarded_to: winner.contractor_id, updated_at: award.awarded_at },
    },
    {
      action: 'tender.award',
      summary:
        `Awarded ${tender.tender_uid} to ${award.winner_name} (${award.rank}, ${award.bid_id})` +
        (award.reason ? `; reason: ${award.reason}` : ''),
      before: { status: tender.status, award: null },
      after: { status: 'awarded', award },
    },
    // The refunds are decided in the award's own transaction: the job makes them.
    { actor: await actorOf(caller), now, refundCause: lostRefundCause(tender.id, winner.contractor_id, now) },
  );
  await mailBidders(source, award);
  return { message: a.awarded(tender.tender_uid, award.winner_name), data: award };
}
