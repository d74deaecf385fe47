import { paths, sitePath } from '@tender/shared/site-paths';
import { tenderBids } from '../../data/bids-repository';
import { reminderSettingsOf } from '../../data/calendar-settings-repository';
import { listFollowerIds } from '../../data/follows-repository';
import {
  listActiveTendersEndingBetween,
  mailableUsers,
  type ClosingTender,
} from '../../data/reminder-tenders-repository';
import { config } from '../../platform/config';
import { siteLink } from '../mail/site-url';
import { sendMailsOnce, type OnceMail } from '../mail/send-once';
import { reminderMail } from './reminder-mail';
import { reminderRecipients } from './reminder-recipients';
import { dueReminder, REMINDER_HORIZON_MS, timeLeftText, type DueReminder } from './reminder-thresholds';
import { awaitsReconfirmation } from '../market/bid-states';

// The send-bid-reminders job: every 5 minutes, for each active tender whose bid
// submission ends within 7 days and has a reminder due, mails each follower and each contractor with a
// bid not (validly) submitted, once per tender, account and threshold (mail-once keys), paced below
// the SES rate. A run that stops leaves the rest to the next: the claims skip what went out.

/** Most mails one run sends (the rest go next run, still in their window): it ends well inside its timeout. */
const MAX_RUN_SECONDS = 200;

async function tenderMails(tender: ClosingTender, due: DueReminder, now: Date): Promise<OnceMail[]> {
  const [followers, bids] = await Promise.all([listFollowerIds(tender.id), tenderBids(tender.id)]);
  const candidates = reminderRecipients(followers, bids);
  if (candidates.length === 0) return [];
  const settings = await reminderSettingsOf(candidates);
  const wanted = candidates.filter((id) => settings.get(id)?.[due.threshold] !== false);
  const flagged = new Set(bids.filter(awaitsReconfirmation).map((bid) => bid.contractor_id));
  const left = timeLeftText(new Date(tender.bid_submission_end_date), now);
  return (await mailableUsers(wanted)).map((user) => ({
    key: `reminder#${tender.id}#${user.id}#${due.keyPart}`,
    mail: reminderMail({
      to: user.email,
      name: user.name,
      tender,
      threshold: due.threshold,
      left,
      reconfirm: flagged.has(user.id),
      links: { tender: siteLink(sitePath(paths.tender, { id: tender.id })), settings: siteLink(paths.myBids) },
    }),
  }));
}

export async function sendBidReminders(
  now: Date,
): Promise<{ tenders: number; sent: number; skipped: number; failed: number }> {
  const tenders = await listActiveTendersEndingBetween(now, new Date(now.getTime() + REMINDER_HORIZON_MS));
  const mails: OnceMail[] = [];
  let remindedTenders = 0;
  for (const tender of tenders) {
    const due = dueReminder(new Date(tender.bid_submission_end_date), now);
    if (!due) continue;
    remindedTenders += 1;
    mails.push(...(await tenderMails(tender, due, now)));
  }
  const perSecond = config.MAIL_SENDS_PER_SECOND;
  const result = await sendMailsOnce(mails.slice(0, perSecond * MAX_RUN_SECONDS), perSecond);
  return { tenders: remindedTenders, ...result };
}
