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
    'The caller’s dashboard: role, counters (open active tenders, own projects; bid counters 0), tender updates, the active tenders closing soonest, grade and projects',
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
