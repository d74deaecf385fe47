import { DEFAULT_CONTRACTOR_GRADE } from '@tender/shared/constants';
import { istDay } from '@tender/shared/format';
import { DASHBOARD_TENDERS, type DashboardAnswer, type DashboardProject } from '@tender/shared/schemas/dashboard';
import { TENDER_STATUSES, type TenderStatus } from '@tender/shared/schemas/tender';
import { getAccountProfile, type LoadedProfile, type ProfileRow } from '../../data/profiles-repository';
import {
  countOpenActiveTenders,
  listLatestTenders,
  listSoonestClosingTenders,
} from '../../data/tender-stats-repository';
import { config } from '../../platform/config';
import { memoized } from '../../platform/process-memo';
import type { Caller } from '../market/caller';
import { registrationReviewOf } from '../registrants/registration-review';
import { contractorFigures } from './contractor-figures';
import { organizationFigures } from './organization-figures';
import { contractorWorkType, DASHBOARD_TENDER_WINDOW, workTypeFirst } from './work-type-first';

// GET /dashboard and GET /projects (SPEC §2 Dashboard, §3 Dashboard response), from real data only:
// the caller's own profile, the stored tenders, bids, audit trail and awards. Roles
// without a dashboard (Admin, Subscriber, Builder: SPEC points them to the admin panel) get their
// role and zeros, and nothing is read for them.
// A contractor's Current Active Tenders show its own work type first.

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function projectOf(
  row: ProfileRow,
  list: DashboardProject['list'],
  name: unknown,
  isActive: boolean,
): DashboardProject {
  return {
    id: row.id,
    list,
    name: text(name) ?? '',
    location: text(row.location),
    planned_completion_date: text(row.planned_completion_date),
    actual_completion_date: text(row.actual_completion_date),
    is_active: isActive,
  };
}

/**
 * The account's projects: a contractor's ongoing works (active) then completed works (not); an
 * organisation's works, active while the actual completion date is empty or after today (IST).
 */
export function projectsOf(loaded: LoadedProfile | undefined, now: Date): DashboardProject[] {
  if (!loaded) return [];
  if (loaded.profile.kind === 'contractor') {
    return [
      ...(loaded.lists.ongoing_works ?? []).map((row) => projectOf(row, 'ongoing_works', row.title_description, true)),
      ...(loaded.lists.completed_works ?? []).map((row) =>
        projectOf(row, 'completed_works', row.title_description, false),
      ),
    ];
  }
  if (loaded.profile.kind === 'organization') {
    const today = istDay(now);
    return (loaded.lists.organization_works ?? []).map((row) => {
      const done = text(row.actual_completion_date);
      return projectOf(row, 'organization_works', row.name, done === null || done > today);
    });
  }
  return [];
}

const DASHBOARD_ROLES = new Set(['Contractor', 'Organization']);

function emptyDashboard(caller: Caller): DashboardAnswer {
  return {
    user_role: caller.role,
    general_report: {
      active_tender_count: 0,
      number_of_projects: 0,
      number_of_pending_bids_to_award: 0,
      number_of_bids_under_discussion: 0,
      is_awarded: 0,
    },
    tender_updates: [],
    top_tenders: [],
    awarded_bids: [],
    bids_under_evaluation: [],
    basic_info: { grade: null },
    review: null,
    data: [],
  };
}

/** Tender Updates: the latest of each public list by bid end, newest first. */
async function tenderUpdates(): Promise<DashboardAnswer['tender_updates']> {
  const lists = await Promise.all(
    TENDER_STATUSES.map(async (status) =>
      (await listLatestTenders(status, DASHBOARD_TENDERS)).map((tender) => ({ ...tender, status })),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.bid_submission_end_date) - Date.parse(a.bid_submission_end_date) || b.id - a.id)
    .slice(0, DASHBOARD_TENDERS)
    .map((tender) => ({
      id: tender.id,
      tender_uid: tender.tender_uid,
      project_name: tender.project_name,
      material_work_type_name: tender.material_work_type_name,
      status: tender.status as TenderStatus,
      created_user: tender.organization_name,
      event: null,
      at: null,
    }));
}

type RoleParts = Pick<DashboardAnswer, 'general_report' | 'tender_updates' | 'awarded_bids' | 'bids_under_evaluation'>;

/** An organisation: its own tenders, the bids on them and their events. */
async function organizationParts(caller: Caller, now: Date): Promise<RoleParts> {
  const figures = await organizationFigures(caller.userId, now);
  return {
    general_report: {
      active_tender_count: figures.activeTenders,
      number_of_projects: figures.tenders,
      number_of_pending_bids_to_award: figures.counters.pendingToAward,
      number_of_bids_under_discussion: figures.counters.underDiscussion,
      is_awarded: 0,
    },
    tender_updates: figures.tenderUpdates,
    awarded_bids: [],
    bids_under_evaluation: [],
  };
}

/** A contractor: every open tender, its own works as projects, its own bids. */
async function contractorParts(caller: Caller, loaded: LoadedProfile | undefined, now: Date): Promise<RoleParts> {
  const [activeCount, updates, figures] = await Promise.all([
    // The same for every contractor: a warm container counts it at most every few seconds.
    memoized('open-active-tender-count', config.READ_CACHE_SECONDS * 1000, () => countOpenActiveTenders(now)),
    tenderUpdates(),
    contractorFigures(caller.userId, now),
  ]);
  return {
    general_report: {
      active_tender_count: activeCount,
      number_of_projects: projectsOf(loaded, now).length,
      number_of_pending_bids_to_award: figures.counters.pendingToAward,
      number_of_bids_under_discussion: figures.counters.underDiscussion,
      is_awarded: figures.awardedBids.length,
    },
    tender_updates: updates,
    awarded_bids: figures.awardedBids,
    bids_under_evaluation: figures.bidsUnderEvaluation,
  };
}

export async function getDashboard(caller: Caller, now: Date): Promise<DashboardAnswer> {
  if (!DASHBOARD_ROLES.has(caller.role)) return emptyDashboard(caller);
  const [loaded, soonest] = await Promise.all([
    getAccountProfile(caller.userId),
    listSoonestClosingTenders(now, DASHBOARD_TENDER_WINDOW),
  ]);
  const isContractor = caller.role === 'Contractor';
  const parts = isContractor ? await contractorParts(caller, loaded, now) : await organizationParts(caller, now);
  const grade = isContractor ? (text(loaded?.profile.grade) ?? DEFAULT_CONTRACTOR_GRADE) : null;
  return {
    user_role: caller.role,
    ...parts,
    top_tenders: workTypeFirst(soonest, contractorWorkType(loaded))
      .slice(0, DASHBOARD_TENDERS)
      .map((tender) => ({
        id: tender.id,
        tender_uid: tender.tender_uid,
        project_name: tender.project_name,
        bid_submission_end_date: tender.bid_submission_end_date,
        material_work_type_id: tender.material_work_type_id,
        material_work_type_name: tender.material_work_type_name,
      })),
    basic_info: { grade },
    review: loaded ? registrationReviewOf(loaded.profile) : null,
    data: projectsOf(loaded, now),
  };
}

/** GET /projects: the dashboard's `data`. */
export async function getProjects(caller: Caller, now: Date): Promise<{ data: DashboardProject[] }> {
  if (!DASHBOARD_ROLES.has(caller.role)) return { data: [] };
  return { data: projectsOf(await getAccountProfile(caller.userId), now) };
}
