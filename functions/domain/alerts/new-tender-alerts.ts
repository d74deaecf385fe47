import { matchesSavedSearch } from '@tender/shared/saved-search-match';
import { readJobCursor, writeJobCursor } from '../../data/job-cursors-repository';
import { listAlertingSearches, type SavedSearchRecord } from '../../data/saved-searches-repository';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { config } from '../../platform/config';
import { sendMailsOnce, type OnceMail } from '../mail/send-once';
import { alertMail } from './alert-mails';
import { activeTenders, instantOf, positionAt, readPublications, type PublishedTender } from './published-tenders';
import { recipientAddresses } from './recipients';
import { unsubscribeLinks } from './unsubscribe-token';

// The alert-new-tenders job (every minute): each tender published since its cursor, matched against
// every saved search with instant alerts, one mail per match (key alert#<search>#<tender>, so a run
// twice mails once). It re-reads 2 minutes before its cursor (an entry's time is set before its
// transaction commits), and moves the cursor only past what it mailed in full.

export const ALERT_JOB_NAME = 'alert-new-tenders';
const OVERLAP_MS = 2 * 60_000;
/** The first run ever looks back this far. */
const FIRST_LOOKBACK_MS = 60 * 60_000;
const MAX_PAGES = 10;
/** A run's mails: what MAIL_SENDS_PER_SECOND sends in ~40 s of the job's 50 (the rest waits for the next run). */
const mailBudget = () => config.MAIL_SENDS_PER_SECOND * 40;

async function startPosition(now: Date): Promise<{ cursor: string | undefined; after: string }> {
  const cursor = await readJobCursor(ALERT_JOB_NAME);
  const from = cursor ? instantOf(cursor).getTime() - OVERLAP_MS : now.getTime() - FIRST_LOOKBACK_MS;
  return { cursor, after: positionAt(new Date(from)) };
}

async function mailsOf(
  publication: PublishedTender,
  tender: PublicTenderRecord,
  searches: readonly SavedSearchRecord[],
  addressOf: (userId: number) => Promise<string | undefined>,
  now: Date,
): Promise<OnceMail[]> {
  const mails: OnceMail[] = [];
  for (const search of searches) {
    if (!matchesSavedSearch(tender, search, now)) continue;
    const to = await addressOf(search.user_id);
    if (!to) continue;
    const links = await unsubscribeLinks({ userId: search.user_id, searchId: search.id });
    mails.push({ key: `alert#${search.id}#${publication.tenderId}`, mail: alertMail(to, search.name, tender, links) });
  }
  return mails;
}

export async function alertNewTenders(
  now: Date,
): Promise<{ published: number; sent: number; skipped: number; failed: number }> {
  const { cursor, after } = await startPosition(now);
  const { published, readUpTo } = await readPublications(after, MAX_PAGES);
  const tenders = published.length ? await activeTenders(published.map((entry) => entry.tenderId)) : new Map();
  const searches = tenders.size ? await listAlertingSearches('instant') : [];
  const addressOf = recipientAddresses();
  const mails: OnceMail[] = [];
  let doneUpTo = readUpTo;
  for (const publication of published) {
    const tender = tenders.get(publication.tenderId);
    const own = tender ? await mailsOf(publication, tender, searches, addressOf, now) : [];
    if (mails.length > 0 && mails.length + own.length > mailBudget()) {
      // Resume at this publication next run (the position before it is the last one done).
      doneUpTo = positionAt(new Date(instantOf(publication.position).getTime() - 1));
      break;
    }
    mails.push(...own);
  }
  const result = await sendMailsOnce(mails, config.MAIL_SENDS_PER_SECOND);
  // A failed send is tried again by the next run, which reads from the same cursor.
  if (result.failed === 0 && doneUpTo && (!cursor || doneUpTo > cursor))
    await writeJobCursor(ALERT_JOB_NAME, doneUpTo, now);
  return { published: published.length, ...result };
}
