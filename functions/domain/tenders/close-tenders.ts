import { closeTender as writeClose, listDueTenders, type DueTender } from '../../data/tender-close-repository';
import { auditEntry, type Actor } from '../audit/audit-entry';

// The close-tenders job (functions/jobs.ts): at its bid submission end a tender leaves Active
// tenders and becomes closed, under evaluation. Refusing a late bid never waits for this job: the
// bid rules compare the bid end with the server's clock themselves; this job only moves the tender
// and marks its register of sealed bids due (functions/domain/bids/publish-registers.ts publishes it).

/** Who closes tenders in the audit trail: the schedule, not a person. */
export const CLOSE_TENDERS_ACTOR: Actor = { id: 0, name: 'Scheduler (close-tenders)' };

/** Tenders read per Query; a run goes on page after page until none is due. */
const PAGE_SIZE = 25;

export type CloseTendersResult = {
  /** Tenders this run closed. */
  closed: number;
  /** Due tenders another run closed first (or an admin changed meanwhile): left as they are. */
  skipped: number;
};

/** Closes one tender with its audit entry, in one transaction; false when its condition no longer held. */
function closeTender(tender: DueTender, now: Date): Promise<boolean> {
  return writeClose(
    tender.id,
    now,
    auditEntry(
      CLOSE_TENDERS_ACTOR,
      {
        action: 'tender.close',
        entity: 'tender',
        entityId: tender.id,
        summary: `Closed ${tender.tender_uid} for bids: its bid submission ended ${tender.bid_submission_end_date}`,
        before: { status: 'active' },
        after: { status: 'closed' },
      },
      now,
    ),
  );
}

/**
 * Closes every active tender whose bid submission ended at or before `now`. Each close is its own
 * conditional write (status still active, bid end still passed), so runs that overlap or repeat
 * close each tender once, and a run that fails halfway leaves the rest active and due: the next
 * run closes them. At most `maxTenders` per run, so one run stays within its time limit.
 */
export async function closeDueTenders(now: Date, maxTenders = 2000): Promise<CloseTendersResult> {
  const result: CloseTendersResult = { closed: 0, skipped: 0 };
  let start: Record<string, string> | undefined;
  do {
    const page = await listDueTenders(now, { limit: PAGE_SIZE, start });
    for (const tender of page.items) {
      if (await closeTender(tender, now)) result.closed += 1;
      else result.skipped += 1;
    }
    start = page.next;
  } while (start && result.closed + result.skipped < maxTenders);
  return result;
}
