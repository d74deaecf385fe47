// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationReviewMessages } from '@tender/shared/registration-review-messages';
import { builderProfile } from '../../../testing/builder-profile-fixture';
import { system } from '../../../theme/system';
import { DashboardPage } from './dashboard-page';

const answer = (
  role: 'Organization' | 'Contractor',
  activeCount: number,
  review: DashboardAnswer['review'] = null,
): DashboardAnswer => ({
  user_role: role,
  general_report: {
    active_tender_count: 1234,
    number_of_projects: activeCount + 1,
    number_of_pending_bids_to_award: 2,
    number_of_bids_under_discussion: 1,
    is_awarded: 0,
  },
  tender_updates: [
    {
      id: 7,
      tender_uid: 'PPC/2026/0007',
      project_name: 'Hospital wing',
      material_work_type_name: 'RCC Work',
      status: 'closed',
      created_user: role === 'Organization' ? 'Asha Kulkarni' : 'Pune Municipal Corporation',
      event: role === 'Organization' ? 'not_qualified' : null,
      at: role === 'Organization' ? '2026-11-21T06:30:00.000Z' : null,
    },
  ],
  top_tenders: [
    {
      id: 9,
      tender_uid: 'PPC/2026/0009',
      project_name: 'School block',
      bid_submission_end_date: '2026-12-05T12:00:00.000Z',
      material_work_type_id: 1,
      material_work_type_name: 'Earth Work',
    },
  ],
  awarded_bids: [],
  bids_under_evaluation: [],
  basic_info: { grade: role === 'Contractor' ? 'B' : null },
  review,
  data: [
    ...Array.from({ length: activeCount }, (_, index) => ({
      id: index + 1,
      list: 'ongoing_works' as const,
      name: `Active ${index + 1}`,
      location: 'Pune',
      planned_completion_date: '2027-03-31',
      actual_completion_date: null,
      is_active: true,
    })),
    {
      id: 99,
      list: 'completed_works' as const,
      name: 'Finished',
      location: null,
      planned_completion_date: null,
      actual_completion_date: '2024-01-01',
      is_active: false,
    },
  ],
});

const NO_DECISION = { remark: null, reviewed_at: null, previous_remark: null, review_requested_at: null };

function renderDashboard(role: string, reply?: () => Response) {
  const fetch = vi.fn(async () => (reply ? reply() : new Response('{}', { status: 500 })));
  vi.stubGlobal('fetch', fetch);
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage role={role} />} />
            <Route path="/admin" element={<p>Admin area</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return fetch;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

describe('DashboardPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Organization: counters, Tender Updates table, Current Active Tenders, 3 of 4 active projects and View More', async () => {
    renderDashboard('Organization', json(answer('Organization', 4)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeTruthy();
    const figures = await screen.findByLabelText('Your figures');
    expect(within(figures).getByText('1,234')).toBeTruthy();
    expect(within(figures).getByText('Pending Bids to Award').nextElementSibling?.textContent).toBe('2');
    expect(within(figures).getByText('Bids under Discussion').nextElementSibling?.textContent).toBe('1');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'PPC/2026/0007' }).getAttribute('href')).toBe('/tender/7');
    expect(within(table).getByText('Closed (under evaluation)')).toBeTruthy();
    expect(within(table).getByText('Bid not qualified')).toBeTruthy();
    expect(within(table).getByText('21 Nov 2026, 12:00 pm IST')).toBeTruthy();
    expect(within(table).getByText('Asha Kulkarni')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PPC/2026/0009: School block' }).getAttribute('href')).toBe('/tender/9');
    const projects = screen.getByRole('region', { name: 'Active Projects' });
    expect(
      within(projects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Active 1'),
      expect.stringContaining('Active 2'),
      expect.stringContaining('Active 3'),
    ]);
    expect(within(projects).getByRole('link', { name: 'View More' }).getAttribute('href')).toBe('/profile?tab=works');
  });

  it('Contractor: grade, no awarded bids yet, no table, no View More with 3 active projects', async () => {
    renderDashboard('Contractor', json(answer('Contractor', 3)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contractor Dashboard' })).toBeTruthy();
    await screen.findByText('No awarded bids yet');
    expect(screen.getByText('Grade').nextElementSibling?.textContent).toBe('B');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View More' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Active Projects' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('None of your bids has been awarded yet.')).toBeTruthy();
    expect(screen.getByText('None of your bids is under evaluation.')).toBeTruthy();
  });

  it('Contractor: its awarded bids with amount and date, and its bids under evaluation with where each stands', async () => {
    renderDashboard(
      'Contractor',
      json({
        ...answer('Contractor', 1),
        general_report: { ...answer('Contractor', 1).general_report, is_awarded: 1 },
        awarded_bids: [
          {
            tender_id: 11,
            tender_uid: 'PPC/2026/0011',
            project_name: 'Water tank',
            bid_id: 'BID-11-000002',
            amount_paise: '123456789012',
            awarded_at: '2026-11-25T05:00:00.000Z',
          },
        ],
        bids_under_evaluation: [
          {
            tender_id: 12,
            tender_uid: 'PPC/2026/0012',
            project_name: 'Library',
            bid_id: 'BID-12-000004',
            stage: 'in_representation',
          },
        ],
      }),
    );
    const figures = await screen.findByLabelText('Your figures');
    expect(within(figures).getByText('Awarded Bids').nextElementSibling?.textContent).toBe('1');
    expect(within(figures).getByText('Bids under Evaluation').nextElementSibling?.textContent).toBe('1');
    const awarded = screen.getByRole('region', { name: 'Awarded Bids' });
    expect(within(awarded).getByRole('link', { name: 'PPC/2026/0011: Water tank' }).getAttribute('href')).toBe(
      '/tender/11',
    );
    expect(within(awarded).getByText('Awarded ₹1,23,45,67,890.12 on 25 Nov 2026')).toBeTruthy();
    const evaluating = screen.getByRole('region', { name: 'Bids under Evaluation' });
    expect(within(evaluating).getByText('Bid BID-12-000004')).toBeTruthy();
    expect(within(evaluating).getByText('Not qualified: representation open')).toBeTruthy();
  });

  it('Contractor pending review: told that bidding waits for the approval', async () => {
    const review = { ...NO_DECISION, status: 'pending' as const };
    renderDashboard('Contractor', json(answer('Contractor', 1, review)));
    expect(await screen.findByText('Your registration is under review')).toBeTruthy();
    expect(
      screen.getByText('The consultancy is reviewing your registration; you can bid once it is approved.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Correct your profile' })).toBeNull();
  });

  it('Organization rejected: the remark as written and a link to correct the profile', async () => {
    const review = {
      ...NO_DECISION,
      status: 'rejected' as const,
      remark: 'The GSTIN certificate is missing.\nPlease upload it.',
      reviewed_at: '2026-11-20T06:30:00.000Z',
    };
    renderDashboard('Organization', json(answer('Organization', 1, review)));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your registration was not approved')).toBeTruthy();
    expect(within(notice).getByText(/The GSTIN certificate is missing\.\s+Please upload it\./)).toBeTruthy();
    expect(within(notice).getByText('Reviewed on 20 Nov 2026.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Correct your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('Builder: its registration under review, what it registered and its profile, from GET /profile', async () => {
    const fetch = renderDashboard('Builder', json({ data: builderProfile() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Builder Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Sahyadri Builders')).toBeTruthy();
    const registered = screen.getByRole('region', { name: 'Your registration' });
    expect(within(registered).getByText('GSTIN').nextElementSibling?.textContent).toBe('27AAPFU0939F1ZV');
    expect(within(registered).getByText('Company Email').nextElementSibling?.textContent).toBe('sahyadri@example.com');
    expect(screen.getByText(registrationReviewMessages.pendingTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Company Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByText('Please login to Admin Panel to get all the details.')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/profile$/);
  });

  it('Builder rejected: the remark and the way to correct its profile', async () => {
    const review = { ...NO_DECISION, status: 'rejected' as const, remark: 'The GSTIN does not match the PAN.' };
    renderDashboard('Builder', json({ data: builderProfile(review) }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('The GSTIN does not match the PAN.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Correct your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('a role without a view of its own: the admin panel message, and nothing asked of the server', async () => {
    const fetch = renderDashboard('Guest');
    expect(screen.getByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeTruthy();
    expect(screen.getByText('Please login to Admin Panel to get all the details.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Admin: goes to the admin area', async () => {
    const fetch = renderDashboard('Admin');
    expect(await screen.findByText('Admin area')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed load: the server message with Retry, which asks again', async () => {
    let calls = 0;
    const fetch = renderDashboard('Contractor', () => {
      calls += 1;
      return calls === 1
        ? new Response(JSON.stringify({ error: true, message: 'The service is temporarily unavailable.' }), {
            status: 503,
          })
        : new Response(JSON.stringify(answer('Contractor', 0)), { status: 200 });
    });
    expect(await screen.findByText('The service is temporarily unavailable.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no active projects.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
