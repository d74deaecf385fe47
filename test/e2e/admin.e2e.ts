/// <reference lib="dom" />
// The admin area in Chromium against the local stack (issue 9): the seeded admin (scripts/seed/
// demo-accounts.ts) opens the Admin Control Panel from the menu, creates a tender through the form
// with a real PDF uploaded to the local S3 server, publishes it; a visitor (a second, logged-out
// browser context) sees it on the home page's 'Open for bids now' (the tender opened for bids
// yesterday and closes soonest of all, so it is first there) and downloads the document from its
// page; the admin cancels it (a reason is required) and it moves to the cancelled lists, the admin's
// and the public's; re-tendered from the prefilled form, the two link to each other. A contractor is refused at /admin; on a 360 px phone the admin menu collapses.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registrantMessages, tenderStateMessages } from '@tender/shared/admin-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { registerContractor } from '../support/registered-account';
import { samplePdf } from '../support/uploads';

const browser = useBrowser();

const ADMIN = { email: 'admin@example.com', password: 'Tender@2026' };
const CONTRACTOR = { email: 'contractor@example.com', password: 'Tender@2026' };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Chromium logs every 4xx answer as a console error; the tests that expect none check the rest. */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource/.test(line));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with a '*'). */
function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
}

/** A date and time `days` from today at hour:minute, India time, as a date-time input takes it. */
function istAt(days: number, hour: number, minute = 0): string {
  const day = formatIst(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(stackUrl('/login'));
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await labelled(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await labelled(scope, label).fill(value);
}

/** Ticks a checkbox from the keyboard, as a keyboard user would. */
async function tick(scope: Page, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  await box.focus();
  await scope.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Fills the whole tender form: open for bids since yesterday, closing in two days (sooner than any seeded tender). */
async function fillTenderForm(page: Page, project: string, pdf: Buffer): Promise<void> {
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
    'Organisation name': 'E2E Test Developers Pvt. Ltd.',
    Location: 'Aundh, Pune',
    'Pin code': '411007',
    'Qualifier range (₹, low-high)': '10000000-50000000',
    'Pre-bid meeting place': 'Site office, Aundh',
    'Bid opening place': 'PPC Conference Room, Shivajinagar',
    'Authority name': 'Mr. E2E Authority, Head of Contracts',
    'Authority address': 'Plot 7, Aundh Road, Pune 411007',
  });
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
async function visitor(browserInstance: Browser, pathname: string) {
  return openPage(browserInstance, pathname);
}

describe('admin area: a tender from draft to cancelled', () => {
  it('an admin creates a tender with a document and publishes it; a visitor sees it on the home page and downloads the document; the admin cancels it', async () => {
    const project = `E2E Community Hall ${Math.random().toString(36).slice(2, 8)}`;
    const pdf = Buffer.from(await samplePdf('Notice Inviting Tender (E2E)'));
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, ADMIN);

    // The menu's Admin Control Panel is a link inside the site (from any page: here the home page).
    await page.goto(stackUrl('/'));
    await page.getByText('Open for bids now').waitFor({ timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'My Account' }).click();
    await nav.getByRole('link', { name: 'Admin Control Panel' }).click();
    await page.waitForURL(stackUrl('/admin/tenders'));
    await heading(page, 'Tenders');

    // A save with nothing filled names the fields, the form's own messages being the server's.
    await page.getByRole('link', { name: 'New tender' }).click();
    await heading(page, 'New tender');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Please enter the project name.').waitFor();
    expect(await page.getByText('Please enter a 6-digit pin code.').isVisible()).toBe(true);

    await fillTenderForm(page, project, pdf);
    // A broken date rule shows on its field and keeps the form from being sent.
    await labelled(region(page, 'Critical Dates'), 'Bid opening').fill(istAt(2, 16));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Bids cannot be opened before bid submission ends.').waitFor();
    expect(page.url()).toBe(stackUrl('/admin/tenders/new'));
    await labelled(region(page, 'Critical Dates'), 'Bid opening').fill(istAt(3, 11));

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/tenders\/\d+$/, { timeout: 20_000 });
    await page.getByText('The tender was saved as a draft.').waitFor();
    const uid = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(uid).toMatch(/^PPC\/\d{4}\/\d{4,}$/);
    const tenderId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByText('A draft is not shown on the public site.').isVisible()).toBe(true);
    // Work items show grouped by work type.
    const workItems = page.getByRole('region', { name: 'Work Item Details' });
    expect(await workItems.getByRole('heading', { name: 'RCC Work' }).isVisible()).toBe(true);
    expect(await workItems.getByRole('heading', { name: 'Earth Work' }).isVisible()).toBe(true);

    // Publish.
    await page.getByRole('button', { name: 'Publish' }).click();
    const publishDialog = page.getByRole('alertdialog', { name: 'Publish this tender?' });
    await publishDialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The tender is published.').waitFor({ timeout: 20_000 });
    expect(await page.getByText('active', { exact: true }).first().isVisible()).toBe(true);

    // A visitor sees it first under 'Open for bids now' on the home page, and downloads its document.
    const guest = await visitor(browser(), '/');
    const hero = guest.page.locator('section', { has: guest.page.getByText('Open for bids now') }).first();
    const card = hero.getByRole('link', { name: project });
    await card.waitFor({ timeout: 20_000 });
    expect(await hero.getByText(`Tender ID: ${uid}`).isVisible()).toBe(true);
    await card.click();
    await guest.page.waitForURL(stackUrl(`/tender/${tenderId}`));
    await guest.page.getByRole('heading', { level: 1, name: project }).waitFor();
    const [download] = await Promise.all([
      guest.page.waitForEvent('download'),
      guest.page.getByRole('link', { name: /Notice Inviting Tender/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/Notice-Inviting-Tender\.pdf$/);
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');

    // The admin cancels it: a reason is required.
    await page.getByRole('button', { name: 'Cancel tender' }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel this tender?' });
    await cancelDialog.getByRole('button', { name: 'Cancel tender' }).click();
    await cancelDialog.getByText(tenderStateMessages.cancelReason).waitFor();
    await labelled(cancelDialog, 'Reason for cancelling').fill('Scope revised by the client');
    await cancelDialog.getByRole('button', { name: 'Cancel tender' }).click();
    await page.getByText('The tender is cancelled.').waitFor({ timeout: 20_000 });
    const cancelled = page.getByRole('alert').filter({ hasText: 'Cancelled' });
    expect(await cancelled.getByText(/^Scope revised by the client/).isVisible()).toBe(true);

    // It moves to the admin's cancelled list ...
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tenders' }).click();
    await page.getByRole('navigation', { name: 'Tender states' }).getByRole('link', { name: 'Cancelled' }).click();
    await labelled(page, 'Tender ID or project name').fill(project);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: uid }).waitFor({ timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Tender states' }).getByRole('link', { name: 'Active' }).click();
    await page.getByText('No tenders match.').waitFor({ timeout: 20_000 });

    // ... and to the public cancelled list, out of the active one (the public read cache lives at most 10 s).
    await expect
      .poll(
        async () => {
          await guest.page.goto(stackUrl(`/cancelled-tenders?tender_id=${encodeURIComponent(uid)}`));
          return guest.page
            .getByRole('link', { name: project })
            .waitFor({ timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await guest.page.goto(stackUrl(`/active-tenders?tender_id=${encodeURIComponent(uid)}`));
    await guest.page.getByText('No tenders match your filters.').waitFor({ timeout: 20_000 });

    // Re-tendering opens the form filled from the cancelled tender and saves a new active tender; both link.
    await page.goto(stackUrl(`/admin/tenders/${tenderId}`));
    await page.getByRole('link', { name: 'Re-tender' }).click();
    await heading(page, `Re-tender ${uid}`);
    expect(await labelled(page, 'Project name').inputValue()).toBe(project);
    expect(await region(page, 'Tenders Documents').getByText('Stored file', { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save as the new tender' }).click();
    await page.getByText('The tender was re-tendered as a new active tender.').waitFor({ timeout: 20_000 });
    const freshUid = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(freshUid).not.toBe(uid);
    await page.getByText('Re-tender of').getByRole('link', { name: uid }).click();
    await heading(page, uid);
    await page.getByText('Re-tendered as').getByRole('link', { name: freshUid }).waitFor();
    expect(await page.getByText('re-tendered', { exact: true }).first().isVisible()).toBe(true);

    // The tender's audit trail names each change.
    const audit = page.getByRole('region', { name: 'Audit trail' });
    for (const action of ['tender.retender', 'tender.cancel', 'tender.publish', 'tender.create']) {
      await audit.getByText(action, { exact: true }).waitFor({ timeout: 20_000 });
    }

    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(guest.consoleErrors)).toEqual([]);
    await guest.page.context().close();
    await page.context().close();
  }, 180_000);
});

describe('admin area: who gets in', () => {
  it('refuses a contractor at /admin with a clear page, and shows no Admin Control Panel in the menu', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, CONTRACTOR);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'My Account' }).click();
    expect(await nav.getByRole('link', { name: 'Admin Control Panel' }).count()).toBe(0);
    await page.goto(stackUrl('/admin/tenders'));
    await heading(page, 'Not allowed');
    expect(await page.getByText('The Admin Control Panel is for administrators only.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(stackUrl('/dashboard'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor without a login from /admin to the login page, and back once the admin logs in', async () => {
    const { page } = await openPage(browser(), '/admin/settings');
    await heading(page, 'Login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/settings');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await labelled(page, 'Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(stackUrl('/admin/settings'), { timeout: 20_000 });
    await heading(page, 'Settings');
    await page.context().close();
  });

  it('on a 360 px phone the admin menu collapses behind a button and the page never scrolls sideways', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, ADMIN);
    await page.goto(stackUrl('/admin/registrants'));
    await heading(page, 'Registrants');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link', { name: 'Payments' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Admin menu' }).click();
    await nav.getByRole('link', { name: 'Payments' }).click();
    await heading(page, 'Payments');
    expect(await nav.getByRole('link', { name: 'Payments' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});

describe('admin area: the other screens', () => {
  it('a saved slogan shows on the home page for the next visitor; the admin puts the old one back', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, ADMIN);
    await page.goto(stackUrl('/admin/settings'));
    await heading(page, 'Settings');
    const slogan = labelled(page, 'Site slogan');
    await slogan.waitFor();
    const before = await slogan.inputValue();
    const fresh = `Tenders you can trust ${Math.random().toString(36).slice(2, 8)}`;
    await slogan.fill(fresh);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The settings were saved.').waitFor({ timeout: 20_000 });

    const guest = await visitor(browser(), '/');
    await guest.page.getByText(fresh).waitFor({ timeout: 20_000 });
    await guest.page.context().close();

    await labelled(page, 'Site slogan').fill(before);
    const [restored] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/admin/settings') && response.request().method() === 'PUT',
      ),
      page.getByRole('button', { name: 'Save settings' }).click(),
    ]);
    expect(restored.status()).toBe(200);
    await page.getByText('The settings were saved.').waitFor();
    expect(await labelled(page, 'Site slogan').inputValue()).toBe(before);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.getByText('settings.update', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('registrants, enquiries, lookups, payments and the audit open; a lookup in use cannot be deleted', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, ADMIN);
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await page.goto(stackUrl('/admin/registrants'));
    await heading(page, 'Registrants');
    await page.getByRole('table').waitFor({ timeout: 20_000 });
    await page
      .getByRole('navigation', { name: 'Registrant lists' })
      .getByRole('link', { name: 'Organisations' })
      .click();
    await page.getByRole('table', { name: 'Organisations' }).waitFor({ timeout: 20_000 });

    await adminNav.getByRole('link', { name: 'Enquiries' }).click();
    await heading(page, 'Contact enquiries');
    await page.getByRole('table', { name: 'Contact enquiries' }).waitFor({ timeout: 20_000 });
    for (const column of ['Subject', 'Name', 'Email', 'Phone', 'Message', 'Actions']) {
      expect(await page.getByRole('columnheader', { name: column, exact: true }).isVisible(), column).toBe(true);
    }

    await adminNav.getByRole('link', { name: 'Lookups' }).click();
    await heading(page, 'Lookups');
    await page.getByRole('button', { name: 'Delete Works', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Works?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog
      .getByText(/^This entry is used by \d+ tenders? and cannot be deleted\. Rename or retire it instead\.$/)
      .waitFor({
        timeout: 20_000,
      });
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('cell', { name: 'Works', exact: true }).isVisible()).toBe(true);

    await adminNav.getByRole('link', { name: 'Payments' }).click();
    await heading(page, 'Payments');
    await page.getByRole('table', { name: 'Registration fee orders' }).waitFor({ timeout: 20_000 });

    await adminNav.getByRole('link', { name: 'Audit' }).click();
    await heading(page, 'Audit trail');
    await page
      .getByText(/No changes recorded yet\.|·/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it("a registrant's whole profile with its files; approve with a remark, grade, delete", async () => {
    const account = await registerContractor('admin-e2e');
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, ADMIN);
    await page.goto(stackUrl('/admin/registrants'));
    await heading(page, 'Registrants');
    await labelled(page, 'Name, company, email, mobile or PAN').fill(account.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: account.email });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('link').first().click();
    await page.waitForURL(stackUrl(`/admin/registrants/${account.id}`));
    await page.getByRole('region', { name: 'Profile' }).waitFor({ timeout: 20_000 });
    const profile = page.getByRole('region', { name: 'Profile' });
    expect(await profile.getByText(account.email).first().isVisible()).toBe(true);
    // Stored files open through short-lived links in a new tab.
    const fileLink = profile.locator('a[target=_blank]').first();
    expect(await fileLink.getAttribute('href')).toMatch(/^https?:\/\//);

    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.getByText(registrantMessages.remark).waitFor();
    await labelled(review, 'Remark for the registrant').fill('Documents checked');
    await review.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(registrantMessages.approved).waitFor({ timeout: 20_000 });
    expect(await page.getByText('approved', { exact: true }).first().isVisible()).toBe(true);

    await labelled(page, 'Contractor grade').selectOption('A');
    await page.getByRole('button', { name: 'Save grade' }).click();
    await page.getByText(registrantMessages.graded).waitFor({ timeout: 20_000 });
    const audit = page.getByRole('region', { name: 'Audit trail' });
    for (const action of ['registrant.grade', 'registrant.approve']) {
      await audit.getByText(action, { exact: true }).waitFor({ timeout: 20_000 });
    }

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(stackUrl('/admin/registrants?list=contractors'), { timeout: 20_000 });
    await page.getByText(registrantMessages.contractorDeleted).waitFor();
    await labelled(page, 'Name, company, email, mobile or PAN').fill(account.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No registrants match.').waitFor({ timeout: 20_000 });
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
