// An organisation's Tender Updates: its own tenders' latest events, newest first, each
// with who made it. The events are where the product already keeps them: the tender's audit trail
// (publish, close, each cover's opening, award, cancel, re-tender), its answered questions and each
// bid's decision.
import { DASHBOARD_TENDERS, type DashboardAnswer, type TenderEvent } from '@tender/shared/schemas/dashboard';
import type { TenderStatus } from '@tender/shared/schemas/tender';
import { OPENING_AUDIT_ACTIONS } from '../../data/audit-repository';
import {
  answeredQuestions,
  latestTenderAudit,
  type DashboardBid,
  type DashboardTender,
  type TenderAuditEvent,
} from '../../data/dashboard-figures-repository';
import { getUser } from '../../data/users-repository';
import { countsNow } from '../market/bid-states';

type TenderUpdate = DashboardAnswer['tender_updates'][number];

/** One event before its maker's name is known (answered questions store the account id only). */
type FoundEvent = { tender: DashboardTender; event: TenderEvent; at: string; by: string | { accountId: number } };

/**
 * How many of the organisation's tenders are read for events: those whose latest milestone is the
 * most recent. Events past the opening (decisions, awards) come weeks after it at most, so a tender
 * this far down the list has none newer than the five shown.
 */
export const UPDATE_TENDERS = 10;

const AUDIT_EVENTS: Record<string, (entry: TenderAuditEvent) => TenderEvent> = {
  'tender.publish': () => 'published',
  'tender.close': () => 'closed',
  [OPENING_AUDIT_ACTIONS.opened]: (entry) =>
    entry.after?.cover === 'financial' ? 'financial_opened' : 'technical_opened',
  'tender.award': () => 'awarded',
  'tender.unsuccessful': () => 'unsuccessful',
  'tender.cancel': () => 'cancelled',
  'tender.retender': () => 'retendered',
};

const isPublished = (tender: DashboardTender) => typeof tender.published_date === 'string';

/** The latest of the tender's dates that has come: published, bid end, opening. */
function latestMilestone(tender: DashboardTender, now: Date): number {
  return Math.max(
    ...[tender.published_date, tender.bid_submission_end_date, tender.bid_opening_date]
      .map((date) => (date ? Date.parse(date) : Number.NaN))
      .filter((time) => Number.isFinite(time) && time <= now.getTime()),
    0,
  );
}

/** The published tenders whose events are read, the most recently moved first. */
export function updateCandidates(tenders: readonly DashboardTender[], now: Date): DashboardTender[] {
  return tenders
    .filter(isPublished)
    .sort((a, b) => latestMilestone(b, now) - latestMilestone(a, now) || b.id - a.id)
    .slice(0, UPDATE_TENDERS);
}

async function eventsOfTender(tender: DashboardTender, bids: readonly DashboardBid[]): Promise<FoundEvent[]> {
  const [audit, questions] = await Promise.all([
    latestTenderAudit(tender.id, Object.keys(AUDIT_EVENTS), DASHBOARD_TENDERS),
    answeredQuestions(tender.id),
  ]);
  return [
    ...audit.map((entry) => ({
      tender,
      event: AUDIT_EVENTS[entry.action]!(entry),
      at: entry.at,
      by: entry.actor_name,
    })),
    ...questions.map((question) => ({
      tender,
      event: 'question_answered' as const,
      at: question.answered_at!,
      by: { accountId: question.answered_by ?? 0 },
    })),
    ...bids.flatMap((bid) =>
      bid.evaluation && countsNow(bid)
        ? [
            {
              tender,
              event: bid.evaluation.qualified ? ('qualified' as const) : ('not_qualified' as const),
              at: bid.evaluation.decided_at,
              by: bid.evaluation.decided_by_name,
            },
          ]
        : [],
    ),
  ];
}

async function nameOf(by: FoundEvent['by']): Promise<string> {
  if (typeof by === 'string') return by;
  return (await getUser(by.accountId))?.name ?? `User ${by.accountId}`;
}

/** The latest events of these tenders, newest first, at most 5, each with who made it. */
export async function organizationTenderUpdates(
  tenders: readonly DashboardTender[],
  bidsOf: (tenderId: number) => readonly DashboardBid[],
): Promise<TenderUpdate[]> {
  const found = (await Promise.all(tenders.map((tender) => eventsOfTender(tender, bidsOf(tender.id))))).flat();
  const latest = [...found].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, DASHBOARD_TENDERS);
  return Promise.all(
    latest.map(async ({ tender, event, at, by }) => ({
      id: tender.id,
      tender_uid: tender.tender_uid,
      project_name: tender.project_name,
      material_work_type_name: tender.material_work_type_name,
      status: tender.status as TenderStatus,
      created_user: await nameOf(by),
      event,
      at,
    })),
  );
}
