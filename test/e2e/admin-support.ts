// Shared by the admin-*.e2e.ts files: the seeded accounts (scripts/seed/demo-accounts.ts), their login
// through the form, and the tender form filled as an admin fills it.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { openPage } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fill, labelled } from './page-support';

export const ADMIN = { email: 'admin@example.com', password: 'Tender@2026' };
export const CONTRACTOR = { email: 'contractor@example.com', password: 'Tender@2026' };

export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
}

/** A date and time `days` from today at hour:minute, India time, as a date-time input takes it. */
export function istAt(days: number, hour: number, minute = 0): string {
  const day = formatIst(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(stackUrl('/login'));
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await labelled(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** Ticks a checkbox from the keyboard, as a keyboard user would. */
async function tick(scope: Page, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  await box.focus();
  await scope.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function chooseOwner(page: Page): Promise<void> {
  const owner = region(page, 'Organisation');
  // By its address: every test buyer is named PMHS Ltd, so a name search may list the demo buyer past the first few.
  await labelled(owner, 'Find an organisation').fill('buyer@example.com');
  await owner.getByRole('button', { name: 'Search' }).click();
  await owner.getByRole('button', { name: 'PMHS Ltd (buyer@example.com)' }).click();
  await owner.getByText('Chosen: PMHS Ltd').waitFor();
}

/** Fills the whole tender form: open for bids since yesterday, closing in two days (sooner than any seeded tender). */
export async function fillTenderForm(
  page: Page,
  project: string,
  pdf: Buffer,
  { owner = true }: { owner?: boolean } = {},
): Promise<void> {
  await fill(page, {
    'Project name': project,
    'Tender reference number': 'PPC/E2E/26-27/001',
    'Tender type': 'Open',
    'Form of contract': 'Item Rate',
    'Period of works': '9 months',
    'Pre-qualification': 'Two similar works of Rs. 1 crore in the last five years.',
    'Bid validity (days)': '90',
    'Tender fee (₹)': '1180',
    'EMD amount (₹)': '25000',
    'EMD percentage (%)': '0.5',
    Location: 'Aundh, Pune',
    'Pin code': '411007',
    'Qualifier range (₹, low-high)': '10000000-50000000',
    'Pre-bid meeting place': 'Site office, Aundh',
    'Bid opening place': 'PPC Conference Room, Shivajinagar',
    'Authority name': 'Mr. E2E Authority, Head of Contracts',
    'Authority address': 'Plot 7, Aundh Road, Pune 411007',
  });
  // An organisation's own form has no owner picker: the owner is always the organisation.
  if (owner) await chooseOwner(page);
  await labelled(page, 'Tender category').selectOption({ label: 'Works' });
  await labelled(page, 'Work type').selectOption({ label: 'RCC Work' });
  await labelled(page, 'EMD fee type').selectOption('Fixed');
  await tick(page, 'General technical evaluation');

  // Bid submission opened yesterday and closes in two days: open for bids now, closing soonest.
  await fill(region(page, 'Critical Dates'), {
    'Document download / sale start': istAt(1, 10),
    'Document download / sale end': istAt(2, 17),
    'Clarification start': istAt(1, 10),
    'Clarification end': istAt(1, 17),
    'Pre-bid meeting': istAt(1, 11),
    'Bid submission start': istAt(-1, 10),
    'Bid submission end': istAt(2, 17),
    'Bid opening': istAt(3, 11),
  });

  const works = region(page, 'Work Item Details');
  await labelled(works, 'Work type of these items').selectOption({ label: 'RCC Work' });
  await fill(works, { Description: 'M25 RMC in footings', Quantity: '120.5', Unit: 'cum' });
  await works.getByRole('button', { name: 'Add work type group' }).click();
  // The new group (its legend follows the work type chosen, so it is found by its fields' names).
  await works.locator('select[name="work_groups.1.material_work_type_id"]').selectOption({ label: 'Earth Work' });
  await works.locator('input[name="work_groups.1.items.0.item_description"]').fill('Excavation up to 3 m');
  await works.locator('input[name="work_groups.1.items.0.quantity"]').fill('400');
  await works.locator('input[name="work_groups.1.items.0.unit"]').fill('cum');

  const documents = region(page, 'Tenders Documents');
  await documents.getByRole('button', { name: 'Add document' }).click();
  await fill(documents, { 'Document name': 'Notice Inviting Tender', Description: 'Eligibility, dates and fees' });
  await documents
    .locator('input[type=file]')
    .setInputFiles({ name: 'nit.pdf', mimeType: 'application/pdf', buffer: pdf });
  await documents.getByRole('button', { name: 'Replace File of Notice Inviting Tender' }).waitFor({ timeout: 20_000 });
  expect(await documents.getByText('nit.pdf', { exact: true }).isVisible()).toBe(true);
}

/** A second browser context, logged out, at `pathname`. */
export async function visitor(browserInstance: Browser, pathname: string) {
  return openPage(browserInstance, pathname);
}
