// Which dashboard a role sees (SPEC.md §2 Dashboard) and the 'View More' rule of its projects
// (SPEC.md §9): plain functions, so the page only renders what these decide.
import { DASHBOARD_ACTIVE_PROJECTS } from '@tender/shared/constants';
import type { BidStage, DashboardProject, TenderEvent } from '@tender/shared/schemas/dashboard';
import type { TenderStatus } from '@tender/shared/schemas/tender';

export type DashboardView = 'organization' | 'contractor' | 'builder' | 'admin' | 'other';

export const dashboardMessages = {
  /** SPEC §2 spells it 'Amin Panel'; the product owner asked for 'Admin'. */
  otherRole: 'Please login to Admin Panel to get all the details.',
  noAwardedBids: 'No awarded bids yet',
  noAwardedBidsList: 'None of your bids has been awarded yet.',
  noBidsUnderEvaluation: 'None of your bids is under evaluation.',
  noTenderUpdates: 'There are no tender updates yet.',
  noActiveTenders: 'There are no active tenders open for bids right now.',
  noActiveProjects: 'You have no active projects.',
  viewMore: 'View More',
  profileLink: 'Company Profile',
  builderRegistered: 'Your registration',
  /** A Builder account without the builder form's profile (the demo login of a data folder seeded before it had one). */
  noBuilderProfile: 'This account has no company profile to maintain.',
} as const;

/**
 * Organization (buyer), Contractor and Builder have their own views; Admins go to the admin area;
 * anyone else gets the message (a Subscriber: the registrations).
 */
export function dashboardView(role: string): DashboardView {
  switch (role) {
    case 'Organization':
      return 'organization';
    case 'Contractor':
      return 'contractor';
    case 'Builder':
      return 'builder';
    case 'Admin':
      return 'admin';
    default:
      return 'other';
  }
}

/** Whether the view shows figures from GET /dashboard (the others ask nothing of it; a Builder's asks GET /profile). */
export const viewHasData = (view: DashboardView) => view === 'organization' || view === 'contractor';

export type ActiveProjects = { shown: DashboardProject[]; hasMore: boolean };

/** The first 3 active projects are used; 'View More' appears when more than 3 active ones exist. */
export function activeProjects(
  projects: readonly DashboardProject[],
  limit = DASHBOARD_ACTIVE_PROJECTS,
): ActiveProjects {
  const active = projects.filter((project) => project.is_active);
  return { shown: active.slice(0, limit), hasMore: active.length > limit };
}

const STATUS_LABELS: Record<TenderStatus, string> = {
  active: 'Active',
  closed: 'Closed (under evaluation)',
  cancelled: 'Cancelled',
  retendered: 'Re-tendered',
  awarded: 'Awarded',
  unsuccessful: 'Unsuccessful',
};

export const tenderStatusLabel = (status: TenderStatus): string => STATUS_LABELS[status] ?? status;

const EVENT_LABELS: Record<TenderEvent, string> = {
  published: 'Published',
  question_answered: 'Question answered',
  closed: 'Closed for bids',
  technical_opened: 'Technical covers opened',
  financial_opened: 'Financial covers opened',
  qualified: 'Bid qualified',
  not_qualified: 'Bid not qualified',
  awarded: 'Awarded',
  unsuccessful: 'Ended without award',
  cancelled: 'Cancelled',
  retendered: 'Re-tendered',
};

export const tenderEventLabel = (event: TenderEvent): string => EVENT_LABELS[event] ?? event;

const STAGE_LABELS: Record<BidStage, string> = {
  sealed: 'Sealed until the opening',
  in_evaluation: 'Opened, being evaluated',
  in_representation: 'Not qualified: representation open',
  qualified: 'Qualified, awaiting the award',
};

export const bidStageLabel = (stage: BidStage): string => STAGE_LABELS[stage] ?? stage;
