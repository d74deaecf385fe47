/// <reference lib="dom" />
// The admin area in Chromium against the local stack: the seeded admin (scripts/seed/
// demo-accounts.ts) opens the Admin Control Panel from the menu, creates a tender through the form
// with a real PDF uploaded to the local S3 server, publishes it; a visitor (a second, logged-out
// browser context) sees it on the home page's 'Open for bids now' (the tender opened for bids
// yesterday and closes soonest of all, so it is first there) and downloads the document from its
// page; the admin cancels it (a reason is required) and it moves to the cancelled lists, the admin's
// and the public's; re-tendered from the prefilled form, the two link to each other. Shared setup in
// admin-support.ts.
import { describe, expect, it } from 'vitest';
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { samplePdf } from '../support/uploads';
import { ADMIN, fillTenderForm, heading, istAt, logIn, region, visitor } from './admin-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

describe('admin area: a tender from draft to cancelled', () => {
  it('an admin creates a tender with a document and publishes it; a visitor finds it on Active tenders and downloads the document; the admin cancels it', async () => {
    const project = `E2E Community Hall ${Math.random().toString(36).slice(2, 8)}`;
    const pdf = Buffer.from(await samplePdf('Notice Inviting Tender (E2E)'));
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, ADMIN);

    // The menu's Admin Control Panel is a link inside the site (from any page: here the home page).
    await page.goto(stackUrl('/'));
    await page.getByText('Open for bids now').waitFor({ timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'My Account' }).click();
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

    // A visitor finds it on Active tenders by its Tender ID (the home page shows only the nine closing
    // soonest, and other tests' tenders may close sooner), and downloads its document.
    const guest = await visitor(browser(), `/active-tenders?tender_id=${encodeURIComponent(uid)}`);
    const card = guest.page.getByRole('main').getByRole('link', { name: project }).first();
    await card.waitFor({ timeout: 20_000 });
    expect(await guest.page.getByText(`Tender ID: ${uid}`).first().isVisible()).toBe(true);
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
