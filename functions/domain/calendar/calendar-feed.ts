import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { SITE } from '@tender/shared/constants';
import { contractorBids } from '../../data/bids-repository';
import { getCalendarLink } from '../../data/calendar-settings-repository';
import { listFollowedTenderIds } from '../../data/follows-repository';
import { getTenders } from '../../data/tender-batch-repository';
import { isPublicTender } from '../../data/tenders-repository';
import { config } from '../../platform/config';
import { NotFoundError } from '../../platform/errors';
import { readCalendarToken } from './calendar-token';
import { writeCalendar } from './ics-writer';
import { tenderEvents } from './tender-events';

/** The bids a feed reads (newest first): far more than a contractor bids on at once. */
const MAX_BIDS = 500;

/**
 * GET /calendar/{token}: the account's calendar (RFC 5545 text), if the link is genuine and is the
 * account's current one; 404 otherwise (the same for every reason: a guessed link learns nothing).
 */
export async function calendarFeed(token: string, now: Date): Promise<string> {
  const signed = await readCalendarToken(token);
  const current = signed && (await getCalendarLink(signed.accountId));
  if (!signed || !current || current.version !== signed.version) throw new NotFoundError(m.linkInvalid);
  const [followed, bids] = await Promise.all([
    listFollowedTenderIds(signed.accountId),
    contractorBids(signed.accountId, MAX_BIDS),
  ]);
  const tenders = (await getTenders([...followed, ...bids.map((bid) => bid.tender_id)]))
    .filter(isPublicTender)
    .sort((a, b) => a.id - b.id);
  const site = { url: config.SITE_URL, host: new URL(config.SITE_URL).host };
  return writeCalendar({
    productId: `-//${SITE.name}//Tender calendar//EN`,
    name: `${SITE.name}: my tenders`,
    stamp: now,
    events: tenders.flatMap((tender) => tenderEvents(tender, site)),
  });
}
