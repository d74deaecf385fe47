// GET /dashboard and GET /projects (SPEC.md §3 Dashboard response, §2 Dashboard). Computed from the
// caller's own profile and the stored tenders; nothing is invented. zod/mini (./mini.ts): the
// dashboard reads' bundles carry these.
import { USER_ROLES } from '../constants';
import * as z from './mini';
import { RegistrationReview } from './registration-review';
import { TENDER_STATUSES } from './tender';

/** How many tenders the dashboard lists in Tender Updates and Current Active Tenders. */
export const DASHBOARD_TENDERS = 5;

const NO_BIDS = 'Always 0: the product takes no bids yet.';

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
    /** Active tenders still open for bids, counted in the status index (0 for roles without a dashboard). */
    active_tender_count: z.number().check(z.int()),
    /** The account's projects: an organisation's works, a contractor's completed plus ongoing works. */
    number_of_projects: z.number().check(z.int()),
    number_of_pending_bids_to_award: z.number().check(z.int(), z.describe(NO_BIDS)),
    number_of_bids_under_discussion: z.number().check(z.int(), z.describe(NO_BIDS)),
    is_awarded: z.number().check(z.int(), z.describe(NO_BIDS)),
  }),
  /**
   * Tender Updates: the latest tenders of each public list (active, cancelled, re-tendered) by bid
   * submission end, newest first, at most 5. created_user is the inviting organisation's name
   * (tenders store no creator).
   */
  tender_updates: z.array(
    z.object({
      id: z.number().check(z.int()),
      tender_uid: z.string(),
      project_name: z.string(),
      material_work_type_name: z.string(),
      status: z.enum(TENDER_STATUSES),
      created_user: z.string(),
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
