/// <reference lib="dom" />
// The admin area in Chromium against the local stack: the other screens. The seeded admin saves the
// site slogan, opens registrants, enquiries, lookups, payments and the audit, and reviews a freshly
// registered contractor's profile. Shared setup in admin-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrantMessages } from '@tender/shared/admin-messages';
import { openPage, useBrowser } from '../support/browser';
import { registerContractor } from '../support/registered-account';
import { lockSettings } from '../support/settings-lock';
import { stackUrl } from '../support/stack-url';
import { ADMIN, heading, logIn, visitor } from './admin-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

let unlockSettings: (() => Promise<void>) | undefined;
// The API's settings tests run beside this file: one of them at a time changes the settings.
beforeAll(async () => {
  unlockSettings = await lockSettings();
}, 200_000);
afterAll(() => unlockSettings?.());

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
