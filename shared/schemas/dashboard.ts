// GET /dashboard and GET /projects (SPEC.md §3 Dashboard response, §2 Dashboard). Computed from the
// caller's own profile, the stored tenders, their bids, audit trail and awards;
// nothing is invented. zod/mini (./mini.ts): the dashboard reads' bundles carry these.
import { USER_ROLES } from '../constants';
import * as z from './mini';
import { RegistrationReview } from './registration-review';
import { TENDER_STATUSES } from './tender';

/** How many tenders the dashboard lists in Tender Updates and Current Active Tenders. */
export const DASHBOARD_TENDERS = 5;

/**
 * Where a bid on a closed tender stands before the award: sealed (its technical cover
 * not opened yet), in evaluation (opened, no decision), in representation (not qualified, and the
 * bidder may still answer or has answered and waits), qualified (waits for the award).
 */
export const BID_STAGES = ['sealed', 'in_evaluation', 'in_representation', 'qualified'] as const;
export type BidStage = (typeof BID_STAGES)[number];

/** What happened to a tender, as Tender Updates lists it. */
export const TENDER_EVENTS = [
  'published',
  'question_answered',
  'closed',
  'technical_opened',
  'financial_opened',
  'qualified',
  'not_qualified',
  'awarded',
  'unsuccessful',
  'cancelled',
  'retendered',
] as const;
export type TenderEvent = (typeof TENDER_EVENTS)[number];

/** Organisations: of the bids on its own tenders; contractors: of its own bids. */
const BID_COUNTER_SCOPE = 'Organisations: bids on their own closed tenders; contractors: their own bids.';

/** One of the account's projects: an organisation's work, or a contractor's completed or ongoing work. */
export const DashboardProject = z.object({
  /** The row's id within its list. */
  id: z.number().check(z.int()),
  list: z.enum(['ongoing_works', 'completed_works', 'organization_works']),
  /** The work's title (contractors) or project name (organisations). */
  name: z.string(),
  location: z.nullable(z.string()),
  planned_completion_date: z.nullable(z.string()),
  actual_completion_date: z.nullable(z.string()),
  /**
   * Contractors: ongoing works are active, completed ones not. Organisations: a work is active
   * while its actual completion date is empty or still ahead (IST calendar day).
   */
  is_active: z.boolean(),
});
export type DashboardProject = z.infer<typeof DashboardProject>;

export const DashboardAnswer = z.object({
  user_role: z.enum(USER_ROLES),
  general_report: z.object({
    /**
     * Contractors: active tenders still open for bids, counted in the status index. Organisations:
     * their own active tenders still open for bids. 0 for roles without a dashboard.
     */
    active_tender_count: z.number().check(z.int()),
    /** Organisations: their tenders, every state. Contractors: their completed plus ongoing works. */
    number_of_projects: z.number().check(z.int()),
    /** Qualified bids on tenders not awarded yet. */
    number_of_pending_bids_to_award: z.number().check(z.int(), z.describe(BID_COUNTER_SCOPE)),
    /** Bids in evaluation or in representation. */
    number_of_bids_under_discussion: z.number().check(z.int(), z.describe(BID_COUNTER_SCOPE)),
    /** Contractors: how many of their bids were awarded. Organisations: 0. */
    is_awarded: z.number().check(z.int()),
  }),
  /**
   * Tender Updates. Organisations: their own tenders' latest events (published, question answered,
   * closed, opened, qualified or not, awarded, unsuccessful, cancelled, re-tendered), newest first, at most 5;
   * created_user is who made each (a person, or the scheduler for a close), `status` the tender's
   * status now. Contractors: the latest tenders of each public list by bid submission end, newest
   * first, at most 5, created_user the inviting organisation, `event` and `at` null.
   */
  tender_updates: z.array(
    z.object({
      id: z.number().check(z.int()),
      tender_uid: z.string(),
      project_name: z.string(),
      material_work_type_name: z.string(),
      status: z.enum(TENDER_STATUSES),
      created_user: z.string(),
      event: z.nullable(z.enum(TENDER_EVENTS)),
      /** When the event happened (ISO instant). */
      at: z.nullable(z.string()),
    }),
  ),
  /** Current Active Tenders: the active tenders still open for bids that close soonest, at most 5. */
  top_tenders: z.array(
    z.object({
      id: z.number().check(z.int()),
      tender_uid: z.string(),
      project_name: z.string(),
      bid_submission_end_date: z.string(),
      material_work_type_id: z.number().check(z.int()),
      material_work_type_name: z.string(),
    }),
  ),
  /** Contractors: their awarded bids, newest first (amount in whole paise, as text). Other roles: empty. */
  awarded_bids: z.array(
    z.object({
      tender_id: z.number().check(z.int()),
      tender_uid: z.string(),
      project_name: z.string(),
      bid_id: z.string(),
      amount_paise: z.string().check(z.regex(/^\d+$/)),
      awarded_at: z.string(),
    }),
  ),
  /** Contractors: their bids on closed tenders not decided yet, with where each stands. Other roles: empty. */
  bids_under_evaluation: z.array(
    z.object({
      tender_id: z.number().check(z.int()),
      tender_uid: z.string(),
      project_name: z.string(),
      bid_id: z.string(),
      stage: z.enum(BID_STAGES),
    }),
  ),
  /** Contractors: their grade ('C' until an Admin grades them). Other roles: null. */
  basic_info: z.object({ grade: z.nullable(z.string()) }),
  /** The consultancy's review of the caller's registration; null for accounts without one. */
  review: z.nullable(RegistrationReview),
  /** The account's projects (the first 3 active ones are the dashboard's; 'View More' past 3). */
  data: z.array(DashboardProject),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

/** GET /projects: the same projects as the dashboard's `data`. */
export const ProjectsAnswer = z.object({ data: z.array(DashboardProject) });
export type ProjectsAnswer = z.infer<typeof ProjectsAnswer>;
