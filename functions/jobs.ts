// THE job table: the timed work of the marketplace. CDK makes one Lambda and one EventBridge
// Scheduler schedule per entry, the local stack's scheduler runs the same handler modules on the
// same timetable, and tests call the handlers directly. Each entry is a job contract.
import { defineJob, type JobContract } from './contracts/job-contract';

export type Job = JobContract;

/** Every active tender whose bid submission end has passed becomes closed (under evaluation), and its register is published. */
export const closeTendersJob = defineJob({
  name: 'close-tenders',
  handler: 'jobs/close-tenders',
  schedule: 'rate(1 minute)',
  summary:
    'Closes every active tender whose bid submission end has passed, with an audit entry each, then publishes each closed tender’s register of sealed bids and mails it to the bidders',
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], mail: true },
  timeoutSeconds: 50,
});

/** EMD refunds: works out what the cancel, the award and the evaluation left due, and refunds it through Razorpay. */
export const refundEmdJob = defineJob({
  name: 'refund-emd',
  handler: 'jobs/refund-emd',
  schedule: 'rate(1 minute)',
  summary:
    'Makes the EMD refunds a cancel, an award or a final not-qualified decision made due, once each at Razorpay, and follows them until processed',
  access: { table: 'write', writes: ['TENDER'], secrets: ['razorpay'] },
  timeoutSeconds: 50,
});

/** "Download my data": prepares the queued exports as ZIPs, mails their links, removes expired ones. */
export const prepareDataExportsJob = defineJob({
  name: 'prepare-data-exports',
  handler: 'jobs/prepare-data-exports',
  schedule: 'rate(1 minute)',
  summary:
    'Prepares each queued “Download my data” export (the account’s records as JSON and its uploaded files, as one ZIP under exports/), mails its signed link, and removes the ZIPs of exports past their 7 days',
  // Reads the uploads, writes the ZIP, deletes expired and replaced ZIPs; the link's key derives from the JWT key.
  access: { table: 'write', writes: ['USER'], bucket: 'seal', mail: true, secrets: ['jwt'] },
  timeoutSeconds: 300,
});

/** Bid deadline reminders: 7 days, 3 days, 24 hours and 2 hours before each bid submission end. */
export const sendBidRemindersJob = defineJob({
  name: 'send-bid-reminders',
  handler: 'jobs/send-bid-reminders',
  schedule: 'rate(5 minutes)',
  summary:
    'Mails each follower of an active tender, and each contractor with a bid not yet (or no longer validly) submitted, a reminder 7 days, 3 days, 24 hours and 2 hours before its bid submission end, each once, as the account chose',
  // Reads tenders, follows, bids, users and settings; writes the mail-once claims and the shared sending-rate counter.
  access: { table: 'write', writes: ['MAILED', 'THROTTLE'], mail: true },
  timeoutSeconds: 240,
});

/** Followers' news: mails each follower every corrigendum, answer, close, opening, award and end of a tender it follows. */
export const mailTenderNewsJob = defineJob({
  name: 'mail-tender-news',
  handler: 'jobs/mail-tender-news',
  schedule: 'rate(1 minute)',
  summary:
    'Reads the tender events after its cursor in the audit feed and mails each follower (and, for a corrigendum, each bidder) the news, once each, paced below the SES sending rate',
  // Reads the feed, tenders, follows, bids, questions, corrigenda and users; writes the claims, its cursor and the sending-rate counter.
  access: { table: 'write', writes: ['JOB_CURSOR', 'MAILED', 'THROTTLE'], mail: true },
  timeoutSeconds: 120,
});

/** Saved searches' instant alerts: each newly published tender mailed to every instant search it matches. */
export const alertNewTendersJob = defineJob({
  name: 'alert-new-tenders',
  handler: 'jobs/alert-new-tenders',
  schedule: 'rate(1 minute)',
  summary:
    'Reads the tenders published after its cursor in the audit feed and mails each saved search with instant alerts that matches, once per search and tender, paced below the SES sending rate',
  // Reads the feed, tenders, saved searches and users; writes the claims, its cursor and the sending-rate counter. The
  // unsubscribe link's HMAC key derives from the JWT key.
  access: { table: 'write', writes: ['JOB_CURSOR', 'MAILED', 'THROTTLE'], mail: true, secrets: ['jwt'] },
  timeoutSeconds: 50,
});

/** Saved searches' daily digests: one mail per account and IST day at the hour it chose. */
export const mailDailyDigestsJob = defineJob({
  name: 'mail-daily-digests',
  handler: 'jobs/mail-daily-digests',
  schedule: 'rate(15 minutes)',
  summary:
    'Mails each account whose digest hour (IST) has come today one digest of the tenders published since its last one that match its digest searches, once a day, paced below the SES sending rate',
  // Reads saved searches, the feed, tenders and users; writes the claims, the sending-rate counter and the day sent on the searches.
  access: { table: 'write', writes: ['MAILED', 'THROTTLE', 'USER'], mail: true, secrets: ['jwt'] },
  timeoutSeconds: 120,
});

export const jobs: readonly Job[] = [
  closeTendersJob,
  refundEmdJob,
  prepareDataExportsJob,
  sendBidRemindersJob,
  mailTenderNewsJob,
  alertNewTendersJob,
  mailDailyDigestsJob,
];
