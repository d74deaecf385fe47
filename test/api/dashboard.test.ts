import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileCompletedWorksList } from '@tender/shared/profile-fields';
import { ongoingWorksList, organizationWorksList } from '@tender/shared/registration-fields';
import type { DashboardAnswer, ProjectsAnswer } from '@tender/shared/schemas/dashboard';
import type { TenderDetail, TenderListAnswer, TenderListItem } from '@tender/shared/schemas/tender';
import { DASHBOARD_TENDER_WINDOW } from '../../functions/domain/dashboard/work-type-first';
import { call } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import {
  profileOf,
  registerContractor,
  registerOrganization,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';

// GET /dashboard and GET /projects against what the stack holds: the seeded tenders as the public
// lists show them, and the caller's own profile as registered and then edited. Other test files
// may publish tenders meanwhile, so tender figures are compared with public reads taken just
// before and just after the dashboard's, until the two agree.

let contractor: RegisteredAccount;
let organization: RegisteredAccount;

const dashboard = async (token: string) => {
  const { status, body } = await call<DashboardAnswer>('GET', '/dashboard', { token });
  expect(status).toBe(200);
  return body;
};

/** Every active tender still open for bids, soonest closing first, as the public list pages them. */
async function openActiveTenders(): Promise<TenderListItem[]> {
  const tenders: TenderListItem[] = [];
  let cursor: string | null = null;
  // A limit of our own per read: the public list's per-container cache keys on the query.
  const limit = 400 + randomInt(0, 99);
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await call<TenderListAnswer>('GET', `/tenders/active_tenders?${query}`);
    expect(status).toBe(200);
    tenders.push(...body.data);
    cursor = body.next_cursor;
  } while (cursor);
  return tenders;
}

/** The dashboard with the public active list read just before and after it (the same twice). */
/**
 * The dashboard beside the public list, read until they agree: other tests publish and close tenders
 * meanwhile, and a warm process may count the open tenders up to 10 s before (READ_CACHE_SECONDS; a
 * tender whose bid end passes changes the count without a write that would clear it).
 */
async function dashboardWithTenders(token: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const before = await openActiveTenders();
    const answer = await dashboard(token);
    const after = await openActiveTenders();
    const same = JSON.stringify(before) === JSON.stringify(after);
    const counted = answer.user_role !== 'Contractor' || answer.general_report.active_tender_count === after.length;
    if ((same && counted) || Date.now() > deadline) return { answer, tenders: after };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  [contractor, organization] = await Promise.all([
    registerContractor('dashboard-contractor'),
    registerOrganization('dashboard-buyer'),
  ]);
}, 60_000);

const topTender = (tender: TenderListItem) => ({
  id: tender.id,
  tender_uid: tender.tender_uid,
  project_name: tender.project_name,
  bid_submission_end_date: tender.bid_submission_end_date,
  material_work_type_id: tender.material_work_type_id,
  material_work_type_name: tender.material_work_type_name,
});

describe('GET /dashboard: tenders', () => {
  it('lists the 5 open active tenders closing soonest, as the public list shows them', async () => {
    const { answer, tenders } = await dashboardWithTenders(organization.token);
    expect(tenders.length).toBeGreaterThan(5);
    expect(answer.top_tenders).toEqual(tenders.slice(0, 5).map(topTender));
  });

  it('puts the tenders of a contractor’s own work type first, soonest closing first, then the rest', async () => {
    const workType = (await profileOf(contractor.token)).basic.material_work_type_id as number;
    const { answer, tenders } = await dashboardWithTenders(contractor.token);
    expect(answer.general_report.active_tender_count).toBe(tenders.length);
    const window = tenders.slice(0, DASHBOARD_TENDER_WINDOW);
    const own = window.filter((tender) => tender.material_work_type_id === workType);
    const rest = window.filter((tender) => tender.material_work_type_id !== workType);
    expect(answer.top_tenders).toEqual([...own, ...rest].slice(0, 5).map(topTender));
  });

  it('gives a contractor the latest public tender updates as the tenders store them (status, creator = organisation)', async () => {
    const { tender_updates: updates } = await dashboard(contractor.token);
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.length).toBeLessThanOrEqual(5);
    const details = await Promise.all(
      updates.map(async (update) => {
        const { status, body } = await call<{ data: TenderDetail }>('GET', `/tenders/get_tender_info/${update.id}`);
        expect(status).toBe(200);
        return body.data;
      }),
    );
    updates.forEach((update, index) => {
      const detail = details[index]!;
      expect(update).toEqual({
        id: detail.id,
        tender_uid: detail.tender_uid,
        project_name: detail.project_name,
        material_work_type_name: detail.material_work_type_name,
        status: detail.status,
        created_user: detail.organization_name,
        event: null,
        at: null,
      });
    });
    const ends = details.map((detail) => Date.parse(detail.bid_submission_end_date));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });
});

describe('GET /dashboard and GET /projects: the caller’s own data', () => {
  it('contractor without bids: grade C, projects = completed + ongoing works, ongoing ones active, no bid figures', async () => {
    let answer = await dashboard(contractor.token);
    expect(answer).toMatchObject({
      user_role: 'Contractor',
      basic_info: { grade: 'C' },
      general_report: {
        number_of_projects: 2,
        number_of_pending_bids_to_award: 0,
        number_of_bids_under_discussion: 0,
        is_awarded: 0,
      },
      awarded_bids: [],
      bids_under_evaluation: [],
    });
    expect(answer.data).toEqual([
      {
        id: 1,
        list: 'ongoing_works',
        name: 'Residential towers',
        location: 'Hinjewadi, Pune',
        planned_completion_date: '2024-03-31',
        actual_completion_date: null,
        is_active: true,
      },
      {
        id: 1,
        list: 'completed_works',
        name: 'IT park, tower B',
        location: 'Hinjewadi, Pune',
        planned_completion_date: '2024-03-31',
        actual_completion_date: '2024-06-30',
        is_active: false,
      },
    ]);

    // A new ongoing work is a new active project, at once.
    const data = await profileOf(contractor.token);
    const ongoing = rowsBody(data.ongoing_works, ongoingWorksList);
    const saved = await call('PUT', `/contractors/${contractor.id}`, {
      token: contractor.token,
      body: {
        form: 'works',
        completed_works: rowsBody(data.completed_works, profileCompletedWorksList).map((row) => ({
          ...row,
          architects_name: 'A',
          architects_address: 'B',
          architects_tel_no: '9822098220',
          other_consultants_name: 'C',
          other_consultants_address: 'D',
          other_consultants_tel_no: '9822098221',
        })),
        ongoing_works: [...ongoing, { ...ongoing[0], id: undefined, title_description: 'Metro depot' }],
      },
    });
    expect(saved.status).toBe(200);
    answer = await dashboard(contractor.token);
    expect(answer.general_report.number_of_projects).toBe(3);
    expect(answer.data.filter((project) => project.is_active).map((project) => project.name)).toEqual([
      'Residential towers',
      'Metro depot',
    ]);
    const projects = await call<ProjectsAnswer>('GET', '/projects', { token: contractor.token });
    expect(projects.status).toBe(200);
    expect(projects.body.data).toEqual(answer.data);
  });

  it('organisation without tenders: no grade, no tenders as projects or updates, its works listed, active while the actual completion is ahead', async () => {
    const data = await profileOf(organization.token);
    const works = rowsBody(data.organization_works, organizationWorksList);
    const saved = await call('PUT', `/organizations/${organization.id}`, {
      token: organization.token,
      body: {
        form: 'works',
        organization_works: [
          ...works,
          { ...works[0], id: undefined, name: 'Riverside', actual_completion_date: '2031-12-31' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const answer = await dashboard(organization.token);
    expect(answer).toMatchObject({
      user_role: 'Organization',
      basic_info: { grade: null },
      general_report: {
        active_tender_count: 0,
        number_of_projects: 0,
        number_of_pending_bids_to_award: 0,
        number_of_bids_under_discussion: 0,
        is_awarded: 0,
      },
      tender_updates: [],
      awarded_bids: [],
      bids_under_evaluation: [],
    });
    expect(answer.data.map((project) => [project.id, project.list, project.name, project.is_active])).toEqual([
      [1, 'organization_works', 'Green Meadows', false],
      [2, 'organization_works', 'Riverside', true],
    ]);
    expect((await call<ProjectsAnswer>('GET', '/projects', { token: organization.token })).body.data).toEqual(
      answer.data,
    );
  });

  it('other roles get their role and zeros; no token is a 401', async () => {
    for (const role of ['Admin', 'Subscriber', 'Builder'] as const) {
      const token = await loginToken(await createAccount({ role }));
      expect(await dashboard(token)).toEqual({
        user_role: role,
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
      });
      expect((await call<ProjectsAnswer>('GET', '/projects', { token })).body).toEqual({ data: [] });
    }
    expect((await call('GET', '/dashboard')).status).toBe(401);
    expect((await call('GET', '/projects')).status).toBe(401);
  });

  it('a Contractor account without a profile gets the default grade C and no projects', async () => {
    const token = await loginToken(await createAccount({ role: 'Contractor' }));
    const answer = await dashboard(token);
    expect(answer).toMatchObject({ user_role: 'Contractor', basic_info: { grade: 'C' }, data: [] });
    expect(answer.general_report.number_of_projects).toBe(0);
  });
});
