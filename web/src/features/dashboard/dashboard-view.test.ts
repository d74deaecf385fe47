import type { DashboardProject } from '@tender/shared/schemas/dashboard';
import { describe, expect, it } from 'vitest';
import { activeProjects, dashboardView, viewHasData } from './dashboard-view';

const project = (id: number, is_active: boolean): DashboardProject => ({
  id,
  list: is_active ? 'ongoing_works' : 'completed_works',
  name: `Project ${id}`,
  location: null,
  planned_completion_date: null,
  actual_completion_date: null,
  is_active,
});

describe('dashboardView', () => {
  it('gives Organization, Contractor and Builder their own views, sends Admins away and every other role to the message', () => {
    expect(dashboardView('Organization')).toBe('organization');
    expect(dashboardView('Contractor')).toBe('contractor');
    expect(dashboardView('Admin')).toBe('admin');
    expect(dashboardView('Builder')).toBe('builder');
    expect(dashboardView('Subscriber')).toBe('other');
    expect(dashboardView('')).toBe('other');
  });

  it('asks GET /dashboard only for the two views that show its figures', () => {
    expect(
      ['organization', 'contractor', 'builder', 'admin', 'other'].filter((view) => viewHasData(view as never)),
    ).toEqual(['organization', 'contractor']);
  });
});

describe("activeProjects: the first 3 active ones, 'View More' past 3", () => {
  it('uses only active projects, in their order', () => {
    const { shown, hasMore } = activeProjects([
      project(1, false),
      project(2, true),
      project(3, false),
      project(4, true),
    ]);
    expect(shown.map((p) => p.id)).toEqual([2, 4]);
    expect(hasMore).toBe(false);
  });

  it('exactly 3 active projects: all shown, no View More', () => {
    const { shown, hasMore } = activeProjects([
      project(1, true),
      project(2, true),
      project(3, true),
      project(4, false),
    ]);
    expect(shown).toHaveLength(3);
    expect(hasMore).toBe(false);
  });

  it('4 active projects: the first 3 shown and View More', () => {
    const { shown, hasMore } = activeProjects([
      project(1, true),
      project(2, false),
      project(3, true),
      project(4, true),
      project(5, true),
    ]);
    expect(shown.map((p) => p.id)).toEqual([1, 3, 4]);
    expect(hasMore).toBe(true);
  });

  it('more than 3 projects of which at most 3 are active: no View More', () => {
    expect(activeProjects([project(1, false), project(2, false), project(3, false), project(4, false)]).hasMore).toBe(
      false,
    );
  });
});
