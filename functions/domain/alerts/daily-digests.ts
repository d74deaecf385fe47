import { istDay } from '@tender/shared/format';
import { matchesSavedSearch } from '@tender/shared/saved-search-match';
import { listAlertingSearches, markDigestSent, type SavedSearchRecord } from '../../data/saved-searches-repository';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { config } from '../../platform/config';
import { sendMailsOnce, type OnceMail } from '../mail/send-once';
import { digestMail } from './alert-mails';
import { activeTenders, positionAt, readPublications, type PublishedTender } from './published-tenders';
import { recipientAddresses } from './recipients';
import { unsubscribeLinks } from './unsubscribe-token';

// The mail-daily-digests job (every 15 minutes): one mail per account and IST day (key
// digest#<user>#<day>) once the earliest digest hour of its searches has come, listing once each
// tender published since its last digest (at most 24 h back) that matches any of its digest
// searches. The day is recorded on the searches, so a done account costs nothing in later runs;
// an account without matches is marked done without a mail. At most ACCOUNTS_PER_RUN accounts a
// run: the others are still due and the next run takes them.

export const DIGEST_JOB_NAME = 'mail-daily-digests';
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const MAX_PAGES = 20;
const ACCOUNTS_PER_RUN = 200;

/** The hour (0-23) of an instant in India Standard Time. */
export const istHour = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();

type DueAccount = { userId: number; searches: SavedSearchRecord[]; since: Date };

function dueAccounts(searches: readonly SavedSearchRecord[], now: Date): DueAccount[] {
  const today = istDay(now);
  const hour = istHour(now);
  const byUser = new Map<number, SavedSearchRecord[]>();
  for (const search of searches) byUser.set(search.user_id, [...(byUser.get(search.user_id) ?? []), search]);
  const due: DueAccount[] = [];
  for (const [userId, own] of byUser) {
    if (own.some((search) => search.last_digest_day === today)) continue;
    if (Math.min(...own.map((search) => search.digest_hour)) > hour) continue;
    const last = Math.max(...own.map((search) => (search.last_digest_at ? Date.parse(search.last_digest_at) : 0)));
    due.push({ userId, searches: own, since: new Date(Math.max(last, now.getTime() - DAY_MS)) });
  }
  return due.sort((a, b) => a.userId - b.userId).slice(0, ACCOUNTS_PER_RUN);
}

function matchesOf(
  account: DueAccount,
  published: readonly PublishedTender[],
  tenders: Map<number, PublicTenderRecord>,
  now: Date,
): PublicTenderRecord[] {
  const matched = new Map<number, PublicTenderRecord>();
  for (const publication of published) {
    const tender = tenders.get(publication.tenderId);
    if (!tender || matched.has(tender.id) || new Date(publication.publishedAt) <= account.since) continue;
    if (account.searches.some((search) => matchesSavedSearch(tender, search, now))) matched.set(tender.id, tender);
  }
  return [...matched.values()];
}

export async function mailDailyDigests(
  now: Date,
): Promise<{ accounts: number; sent: number; skipped: number; failed: number }> {
  const due = dueAccounts(await listAlertingSearches('digest'), now);
  if (due.length === 0) return { accounts: 0, sent: 0, skipped: 0, failed: 0 };
  const { published } = await readPublications(positionAt(new Date(now.getTime() - DAY_MS)), MAX_PAGES);
  const tenders = await activeTenders(published.map((entry) => entry.tenderId));
  const addressOf = recipientAddresses();
  const today = istDay(now);
  const mails: OnceMail[] = [];
  for (const account of due) {
    const matched = matchesOf(account, published, tenders, now);
    const to = await addressOf(account.userId);
    if (matched.length === 0 || !to) continue;
    const links = await unsubscribeLinks({ userId: account.userId, searchId: 'digests' });
    const names = account.searches
      .filter((search) => matched.some((tender) => matchesSavedSearch(tender, search, now)))
      .map((search) => search.name);
    mails.push({ key: `digest#${account.userId}#${today}`, mail: digestMail(to, names, matched, links) });
  }
  const result = await sendMailsOnce(mails, config.MAIL_SENDS_PER_SECOND);
  // A failed send leaves every account due: the next run sends what failed (the others' claims hold).
  if (result.failed === 0) {
    for (const account of due) {
      await markDigestSent(
        account.userId,
        account.searches.map((search) => search.id),
        today,
        now,
      );
    }
  }
  return { accounts: due.length, ...result };
}
