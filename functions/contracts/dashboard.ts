import { DashboardAnswer, ProjectsAnswer } from '@tender/shared/schemas/dashboard';
import { defineRoute } from './route-contract';

const tag = 'Dashboard';

export const getDashboard = defineRoute({
  method: 'GET',
  path: '/dashboard',
  handler: 'dashboard/get-dashboard',
  auth: 'verified',
  tag,
  summary:
    'The caller’s dashboard: role, counters from the stored tenders and bids (open active tenders, projects, bids pending award and under discussion, awards), tender updates (an organisation: its own tenders’ latest events), the active tenders closing soonest, a contractor’s awarded bids and bids under evaluation, grade and projects',
  answers: { 200: DashboardAnswer },
  access: { table: 'read' },
});

export const getProjects = defineRoute({
  method: 'GET',
  path: '/projects',
  handler: 'dashboard/get-projects',
  auth: 'verified',
  tag,
  summary: 'The caller’s projects with is_active (an organisation’s works, a contractor’s completed and ongoing works)',
  answers: { 200: ProjectsAnswer },
  access: { table: 'read' },
});

export const dashboardRoutes = [getDashboard, getProjects] as const;
