import type { TenderRecord } from '../../data/tenders-repository';
import type { RoleCaller } from './tender-roles';

// Who reaches a tender, and when it takes bids; pure, so every feature's checks are one rule.
// Another organisation's tender does not exist to an organisation (the same 404 as a draft's, see
// published-tender.ts). Time rules follow the server's clock: a tender whose bid end has passed is
// closed for bids from that instant, whether or not the close job has moved it yet.

type Owned = Pick<TenderRecord, 'organization_id'>;
type Window = Pick<TenderRecord, 'status' | 'bid_submission_end_date'>;

/** The Organization account that owns the tender. */
export const ownsTender = (tender: Owned, caller: RoleCaller): boolean =>
  caller.role === 'Organization' && caller.userId === tender.organization_id;

/** The consultancy (any Admin) or the tender's owning organisation. */
export const isAdminOrOwner = (tender: Owned, caller: RoleCaller): boolean =>
  caller.role === 'Admin' || ownsTender(tender, caller);

/** An organisation asking for another's tender (or none): to it the tender does not exist. */
export const isForeignTender = (tender: Owned | undefined, caller: RoleCaller): boolean =>
  caller.role === 'Organization' && tender?.organization_id !== caller.userId;

/** The bid submission end has passed by the server's clock. */
export const bidWindowEnded = (tender: Pick<TenderRecord, 'bid_submission_end_date'>, now: Date): boolean =>
  Date.parse(tender.bid_submission_end_date) <= now.getTime();

/** Active, and its bid submission end not passed yet. */
export const openForBids = (tender: Window, now: Date): boolean =>
  tender.status === 'active' && !bidWindowEnded(tender, now);

/** Closed for bids and not decided: closed, or active with its bid end passed (the close job not run yet). */
export const closedForBids = (tender: Window, now: Date): boolean =>
  (tender.status === 'closed' || tender.status === 'active') && bidWindowEnded(tender, now);
