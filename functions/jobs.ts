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
  access: { table: 'write', mail: true },
  timeoutSeconds: 50,
});

/** EMD refunds (issue 24 §5): works out what the cancel, the award and the evaluation left due, and refunds it through Razorpay. */
export const refundEmdJob = defineJob({
  name: 'refund-emd',
  handler: 'jobs/refund-emd',
  schedule: 'rate(1 minute)',
  summary:
    'Makes the EMD refunds a cancel, an award or a final not-qualified decision made due, once each at Razorpay, and follows them until processed',
  access: { table: 'write', secrets: ['razorpay'] },
  timeoutSeconds: 50,
});

/** "Download my data" (issue 25 §8): prepares the queued exports as ZIPs, mails their links, removes expired ones. */
export const prepareDataExportsJob = defineJob({
  name: 'prepare-data-exports',
  handler: 'jobs/prepare-data-exports',
  schedule: 'rate(1 minute)',
  summary:
    'Prepares each queued “Download my data” export (the account’s records as JSON and its uploaded files, as one ZIP under exports/), mails its signed link, and removes the ZIPs of exports past their 7 days',
  // Reads the uploads, writes the ZIP, deletes expired and replaced ZIPs; the link's key derives from the JWT key.
  access: { table: 'write', bucket: 'seal', mail: true, secrets: ['jwt'] },
  timeoutSeconds: 300,
});

export const jobs: readonly Job[] = [closeTendersJob, refundEmdJob, prepareDataExportsJob];
