import { paths, sitePath } from '@tender/shared/site-paths';
import { listAuditFeedAfter, type AuditFeedEntry } from '../../data/audit-repository';
import { readJobCursor, writeJobCursor } from '../../data/job-cursors-repository';
import { getTenderById } from '../../data/tenders-repository';
import { getUser } from '../../data/users-repository';
import { config } from '../../platform/config';
import { siteLink } from '../mail/site-url';
import { sendMailsOnce, type OnceMail } from '../mail/send-once';
import { newsKindOf, newsOf, recipientsOf } from './news-events';
import { tenderNewsMail } from './news-mail';

// The mail-tender-news job (functions/jobs.ts): follows the tender events in
// the audit feed from its cursor and mails each follower every corrigendum, answered question,
// close, opening, award, unsuccessful end, cancel and re-tendering of the tenders it follows. Each mail is sent
// once whatever runs twice (mail-once key `news#<entry>#<user>`), at most MAIL_SENDS_PER_SECOND.
// A run stops at its time budget; the cursor then stays before the event it was mailing, and the
// next run goes on with the recipients not mailed yet.

export const TENDER_NEWS_JOB = 'mail-tender-news';

/** An entry's `at` is set before its transaction commits: each run reads this far back again. */
const OVERLAP_MS = 2 * 60_000;
/** Feed entries (of every entity) read per Query, and Queries per run. */
const PAGE_SIZE = 200;
const MAX_PAGES = 20;
/** Recipients looked up and mailed at a time. */
const SLICE = 25;

export type TenderNewsResult = { events: number; sent: number; skipped: number; failed: number };

/** Where the feed is read from: the cursor (or now, on the first run) less the overlap. */
function readFrom(cursor: string | undefined, now: Date): string {
  const at = cursor ? Date.parse(cursor.split('#')[0]!) : now.getTime();
  return new Date((Number.isNaN(at) ? now.getTime() : at) - OVERLAP_MS).toISOString();
}

type MailBuilder = (to: string, name: string) => ReturnType<typeof tenderNewsMail>;

async function mailsFor(entry: AuditFeedEntry['entry'], userIds: readonly number[], build: MailBuilder) {
  const users = await Promise.all(userIds.map((id) => getUser(id)));
  return users.flatMap((user): OnceMail[] =>
    user?.email ? [{ key: `news#${entry.id}#${user.id}`, mail: build(user.email, user.name) }] : [],
  );
}

/** Mails one event; false when the run's time ran out before every recipient was mailed. */
async function mailEvent(entry: AuditFeedEntry['entry'], deadline: number, result: TenderNewsResult) {
  const kind = newsKindOf(entry);
  if (!kind) return true;
  const tender = await getTenderById(Number(entry.entity_id));
  if (!tender) return true;
  const news = await newsOf(kind, entry, tender);
  if (!news) return true;
  result.events += 1;
  const link = siteLink(sitePath(paths.tender, { id: tender.id }));
  const build: MailBuilder = (to, name) => tenderNewsMail({ to, name, tender, news, link });
  const recipients = await recipientsOf(kind, tender.id);
  for (let first = 0; first < recipients.length; first += SLICE) {
    if (Date.now() > deadline) return false;
    const mails = await mailsFor(entry, recipients.slice(first, first + SLICE), build);
    const sent = await sendMailsOnce(mails, config.MAIL_SENDS_PER_SECOND);
    result.sent += sent.sent;
    result.skipped += sent.skipped;
    result.failed += sent.failed;
  }
  return true;
}

/**
 * One run: reads the tender events after the cursor (less the overlap), mails their news, and
 * moves the cursor to the last event fully handled. `budgetMs` bounds the run's mailing time.
 */
export async function mailTenderNews(now: Date, budgetMs = 60_000): Promise<TenderNewsResult> {
  const result: TenderNewsResult = { events: 0, sent: 0, skipped: 0, failed: 0 };
  const deadline = Date.now() + budgetMs;
  const cursor = await readJobCursor(TENDER_NEWS_JOB);
  let after = readFrom(cursor, now);
  let handledUpTo = cursor ?? after;
  pages: for (let page = 0; page < MAX_PAGES; page += 1) {
    const read = await listAuditFeedAfter({ after, entity: 'tender', limit: PAGE_SIZE });
    for (const { position, entry } of read.entries) {
      if (!(await mailEvent(entry, deadline, result))) break pages;
      if (position > handledUpTo) handledUpTo = position;
    }
    if (!read.readUpTo) break;
    if (read.readUpTo > handledUpTo) handledUpTo = read.readUpTo;
    after = read.readUpTo;
  }
  if (handledUpTo !== cursor) await writeJobCursor(TENDER_NEWS_JOB, handledUpTo, now);
  return result;
}
