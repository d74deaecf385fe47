/// <reference lib="dom" />
// The dashboard in Chromium against the local stack, for accounts made the way people make them
// (registration with real uploads, the mailed link and password, test/support/registered-account.ts),
// logged in through the login form: an organisation's view (counters, Tender Updates, Current Active
// Tenders, the first 3 of its active projects and View More to its Works tab, on a 360 px phone), a
// contractor's (counters, grade, awarded bids), another role's message and the Admin sent to /admin.
// Every figure is checked against GET /dashboard as the same account gets it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIndianNumber } from '@tender/shared/format';
import { organizationWorksList } from '@tender/shared/registration-fields';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import type { OrganizationProfileData } from '@tender/shared/schemas/profile';
import { call } from '../support/api-call';
import { createAccount } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import {
  profileOf,
  registerContractor,
  registerOrganization,
  REGISTERED_PASSWORD,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { savedSearchMessages } from '@tender/shared/saved-search-messages';
import { subscriberMessages } from '@tender/shared/subscriber-messages';

const browser = useBrowser();

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function heading(page: Page, name: string, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout: 20_000 });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(stackUrl('/login'));
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

async function dashboardOf(token: string): Promise<DashboardAnswer> {
  const { status, body } = await call<DashboardAnswer>('GET', '/dashboard', { token });
  expect(status).toBe(200);
  return body;
}

/** The figure shown under a counter's label. */
async function counter(page: Page, label: string): Promise<string> {
  const figures = page.getByLabel('Your figures');
  return (
    (await figures
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? ''
  );
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let organization: RegisteredAccount;
let contractor: RegisteredAccount;

beforeAll(async () => {
  [organization, contractor] = await Promise.all([
    registerOrganization('e2e-dashboard-buyer'),
    registerContractor('e2e-dashboard-vendor'),
  ]);
  // Four more projects still running (actual completion ahead), after the registered one (finished).
  const loaded = await profileOf<OrganizationProfileData>(organization.token);
  const running = (name: string) => ({
    name,
    number_buildings: '2',
    number_floors: '9',
    total_area: '120000',
    location: 'Baner, Pune',
    planned_completion_date: '2027-06-30',
    actual_completion_date: '2027-12-31',
    type_construction: 'RCC framed',
  });
  const { status } = await call('PUT', `/organizations/${organization.id}`, {
    token: organization.token,
    body: {
      form: 'works',
      organization_works: [
        ...rowsBody(loaded.organization_works, organizationWorksList),
        running('Riverside A'),
        running('Riverside B'),
        running('Riverside C'),
        running('Riverside D'),
      ],
    },
  });
  expect(status).toBe(200);
}, 120_000);

describe('dashboard', () => {
  it('Organization: counters, Tender Updates, Current Active Tenders, 3 of 4 active projects and View More to its Works tab (360 px)', async () => {
    const expected = await dashboardOf(organization.token);
    expect(expected.data.filter((project) => project.is_active)).toHaveLength(4);
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, organization.email, REGISTERED_PASSWORD);
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Organization Dashboard');
    await page.getByLabel('Your figures').waitFor();

    const report = expected.general_report;
    expect(await counter(page, 'Active Tenders')).toBe(formatIndianNumber(report.active_tender_count));
    // Its tenders, every state: this organisation has none of its own.
    expect(report.number_of_projects).toBe(0);
    expect(await counter(page, 'Projects')).toBe('0');
    expect(await counter(page, 'Pending Bids to Award')).toBe(String(report.number_of_pending_bids_to_award));
    expect(await counter(page, 'Bids under Discussion')).toBe(String(report.number_of_bids_under_discussion));

    const updates = page.getByRole('region', { name: 'Tender Updates' });
    if (expected.tender_updates.length === 0) {
      await updates.getByText('There are no tender updates yet.').waitFor();
    } else {
      const rows = updates.getByRole('table').getByRole('row');
      expect(await rows.count()).toBe(expected.tender_updates.length + 1);
      const first = expected.tender_updates[0]!;
      const link = updates.getByRole('link', { name: first.tender_uid, exact: true });
      expect(await link.getAttribute('href')).toBe(`/tender/${first.id}`);
      expect(await rows.nth(1).textContent()).toContain(first.created_user);
    }
    const active = page.getByRole('region', { name: 'Current Active Tenders' });
    expect(await active.getByRole('listitem').count()).toBe(expected.top_tenders.length);
    for (const tender of expected.top_tenders) {
      const link = active.getByRole('link', { name: `${tender.tender_uid}: ${tender.project_name}` });
      expect(await link.getAttribute('href')).toBe(`/tender/${tender.id}`);
    }

    const projects = page.getByRole('region', { name: 'Active Projects' });
    expect(await projects.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Riverside A'),
      expect.stringContaining('Riverside B'),
      expect.stringContaining('Riverside C'),
    ]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await projects.getByRole('link', { name: 'View More' }).click();
    await page.waitForURL(stackUrl('/profile?tab=works'));
    expect(await page.getByRole('tab', { name: 'Works' }).getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('form', { name: 'Works form' })
      .getByRole('group', { name: /Project 5/ })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('Contractor: counters, grade C and no awarded bids yet; its ongoing work is its active project', async () => {
    const expected = await dashboardOf(contractor.token);
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, contractor.email, REGISTERED_PASSWORD);
    await heading(page, 'Contractor Dashboard');
    await page.getByLabel('Your figures').waitFor();
    expect(await counter(page, 'Active Tenders')).toBe(formatIndianNumber(expected.general_report.active_tender_count));
    expect(await counter(page, 'Projects')).toBe(String(expected.general_report.number_of_projects));
    expect(await counter(page, 'Grade')).toBe('C');
    expect(await counter(page, 'Awarded Bids')).toBe('No awarded bids yet');
    expect(await page.getByRole('table').count()).toBe(0);
    const projects = page.getByRole('region', { name: 'Active Projects' });
    expect(await projects.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Residential towers'),
    ]);
    expect(await projects.getByRole('link', { name: 'View More' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Current Active Tenders' }).getByRole('listitem').count()).toBe(
      expected.top_tenders.length,
    );
    await page.getByRole('link', { name: 'Company Profile' }).click();
    await page.waitForURL(stackUrl('/profile'));
    await page.getByRole('tab', { name: 'Partner and Staff' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('Contractor on a phone: the saved-search offer arrives below the figures and moves nothing already shown', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, contractor.email, REGISTERED_PASSWORD);
    const figures = page.getByLabel('Your figures');
    await figures.waitFor();
    const shownAt = (await figures.boundingBox())!.y;
    // Its own calls (saved searches, the profile's work type) answer after the dashboard's.
    const offer = page.getByText(savedSearchMessages.offerLead);
    await offer.waitFor();
    expect((await figures.boundingBox())!.y).toBe(shownAt);
    expect((await offer.boundingBox())!.y).toBeGreaterThan(shownAt);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('a Subscriber is offered the registrations it can complete with its account; an Admin goes to /admin', async () => {
    const subscriber = await createAccount({ role: 'Subscriber' });
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, subscriber.email, subscriber.password);
    await heading(page, 'Subscriber Dashboard');
    const offer = page.getByRole('region', { name: subscriberMessages.offerTitle });
    await offer.getByRole('link', { name: subscriberMessages.registerVendor }).waitFor();
    expect(await offer.getByRole('link', { name: subscriberMessages.registerBuyer }).getAttribute('href')).toBe(
      '/register/buyer',
    );
    expect(await page.getByLabel('Your figures').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(stackUrl('/'));

    await logIn(page, 'admin@example.com', 'Tender@2026');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 20_000 });
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
