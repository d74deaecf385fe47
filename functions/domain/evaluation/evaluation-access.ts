import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import { getTenderById, type TenderRecord } from '../../data/tenders-repository';
import { getUser } from '../../data/users-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { isForeignTender } from '../market/tender-access';
import { isEvaluator } from '../market/tender-roles';
import { financialCoversOpened } from './evaluation-rules';
import { liveBids } from '../market/bid-states';

// Who may evaluate a bid: an evaluator of its tender. Other roles are refused before
// anything is looked up; an organisation never learns of another's tender (404); an Admin or the
// owning organisation not named an evaluator is refused (403).

/** The tender id inside a bid reference BID-<tender>-<n> (the route's schema checked its shape). */
export const tenderIdOfBid = (reference: string) => Number(reference.split('-')[1]);

export type EvaluatorView = { tender: TenderRecord; bid: BidRecord; bids: BidRecord[] };

async function visibleTender(tenderId: number, caller: Caller): Promise<TenderRecord> {
  if (caller.role !== 'Admin' && caller.role !== 'Organization') throw new ForbiddenError(e.notEvaluator);
  const tender = await getTenderById(tenderId, { consistent: true });
  if (!tender || isForeignTender(tender, caller)) throw new NotFoundError();
  return tender;
}

/** The tender, the bid (live bids only) and all of the tender's bids, for an evaluator of it; else 403/404. */
export async function evaluatorView(
  tenderId: number,
  find: (bid: BidRecord) => boolean,
  caller: Caller,
): Promise<EvaluatorView> {
  const tender = await visibleTender(tenderId, caller);
  const bids = await tenderBids(tenderId);
  const bid = liveBids(bids).find(find);
  if (!bid) throw new NotFoundError();
  if (!isEvaluator(tender, caller)) throw new ForbiddenError(e.notEvaluator);
  return { tender, bid, bids };
}

/** The technical evaluation is final once a financial cover is open (409). */
export function assertEvaluationOpen(bids: readonly BidRecord[]): void {
  if (financialCoversOpened(bids)) throw new ConflictError(e.evaluationClosed);
}

/** Who decides, as the decision records them: the account id and its name. */
export async function decider(caller: Caller): Promise<{ id: number; name: string }> {
  const user = await getUser(caller.userId);
  return { id: caller.userId, name: user?.name ?? '' };
}
