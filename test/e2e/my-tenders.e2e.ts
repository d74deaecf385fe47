/// <reference lib="dom" />
// My Tenders in Chromium against the local stack: a fresh Organization account opens
// My Tenders from the menu, drafts a tender with the Admin's form (no owner picker, a real PDF
// uploaded to the local S3 server), sends it for review and sees it read-only "In review"; the Admin
// returns it with a remark (through the API) and the organisation sees the remark, on a phone too.
// Another role at /my-tenders sees Not Found.
import { describe, expect, it } from 'vitest';
import { myTenderMessages } from '@tender/shared/admin-messages';
import { pageMessages } from '@tender/shared/messages';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { updateUser } from '../../functions/data/users-repository';
import { tenderForm, uniqueProject } from '../api/admin-support';
import { createAccount, loginToken, type TestAccount } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { samplePdf } from '../support/uploads';
import { fillTenderForm, heading, logIn, region } from './admin-support';
import { PHONE, unexpected } from './page-support';

const browser = useBrowser();

const IN_REVIEW = 'In review: the consultancy will publish it or return it with a remark.';

type Changed = AdminTenderChanged & ErrorBody;

/** A new verified Organization account with its company name. */
async function organization(): Promise<TestAccount> {
  const account = await createAccount({ role: 'Organization' });
  const name = `E2E Buyers ${Math.random().toString(36).slice(2, 8)}`;
  await updateUser(account, { name });
  return { ...account, name };
}

/** The Admin returns the tender in review to its organisation with a remark (as the admin page does). */
async function returnAsAdmin(tenderId: number, remark: string): Promise<void> {
  const admin = await loginToken(await createAccount({ role: 'Admin' }));
  const { status, body } = await call<Changed>('POST', `/admin/tenders/${tenderId}/return`, {
    token: admin,
    body: { remark },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data).toMatchObject({ status: 'draft', return_remark: remark });
}

const tenderIdOf = (url: string) => Number(new URL(url).pathname.split('/').pop());

describe('my tenders: an organisation drafts a tender and sends it for review', () => {
  it('drafts with the form, sends it for review, sees it in review, then the remark the Admin returned it with', async () => {
    const account = await organization();
    const project = uniqueProject('E2E Org Hall');
    const pdf = Buffer.from(await samplePdf('Notice Inviting Tender (My Tenders)'));
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, account);

    // The menu's My Account has My Tenders for an organisation.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'My Account' }).click();
    await nav.getByRole('link', { name: 'My Tenders' }).click();
    await page.waitForURL(stackUrl('/my-tenders'));
    await heading(page, 'My Tenders');
    await page.getByText('You have no tenders yet. Draft one with New tender.').waitFor();

    // The Admin's form without the owner picker; a save with nothing filled names the fields.
    await page.getByRole('link', { name: 'New tender' }).click();
    await heading(page, 'New tender');
    expect(await region(page, 'Organisation').count()).toBe(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Please enter the project name.').waitFor();
    await fillTenderForm(page, project, pdf, { owner: false });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/my-tenders\/\d+$/, { timeout: 20_000 });
    await page.getByText(myTenderMessages.created).waitFor();
    const tenderId = tenderIdOf(page.url());
    const uid = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(uid).toMatch(/^PPC\/\d{4}\/\d{4,}$/);
    expect(await page.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    expect(await region(page, 'Basic Details').getByText(account.name).isVisible()).toBe(true);
    // Its document opens (in a new tab) through the organisation's own link, not the Admin's.
    const [link] = await Promise.all([
      page.waitForResponse((answer) => /\/my\/tenders\/\d+\/documents\/\d+\/link$/.test(answer.url())),
      region(page, 'Tenders Documents').getByRole('button', { name: 'Notice Inviting Tender' }).click(),
    ]);
    expect(link.status()).toBe(200);

    // Sending asks first; afterwards the tender is read-only and waits for the consultancy.
    await page.getByRole('button', { name: 'Send for review' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this tender for review?' });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText(myTenderMessages.submitted).waitFor({ timeout: 20_000 });
    await page.getByText(IN_REVIEW).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('In review', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    await page.goto(stackUrl(`/my-tenders/${tenderId}/edit`));
    await page.getByText(myTenderMessages.notEditable).waitFor({ timeout: 20_000 });

    // The list shows it in review.
    await page.goto(stackUrl('/my-tenders'));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: project }) });
    await card.getByText('In review', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await card.getByText(`Tender ID ${uid}`, { exact: false }).isVisible()).toBe(true);

    // The Admin returns it with a remark: the organisation sees it, can edit and send it again.
    const remark = 'Please add the boundary wall to the bill of quantities.';
    await returnAsAdmin(tenderId, remark);
    await page.reload();
    await card.getByText('Returned', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await card.getByText(remark).isVisible()).toBe(true);
    await card.getByRole('link', { name: project }).click();
    await page.waitForURL(stackUrl(`/my-tenders/${tenderId}`));
    await page.getByRole('alert').filter({ hasText: 'Returned by the consultancy' }).getByText(remark).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await heading(page, `Edit ${uid}`);
    await page.getByText(remark).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(stackUrl(`/my-tenders/${tenderId}`), { timeout: 20_000 });
    await page.getByText(myTenderMessages.updated).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Send for review' }).isVisible()).toBe(true);

    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('on a phone: the list as cards, sending for review, and the returned remark', async () => {
    const account = await organization();
    const token = await loginToken(account);
    const { organization_id: _owner, ...form } = tenderForm({ project_name: uniqueProject('E2E Phone Org') });
    const created = await call<Changed>('POST', '/my/tenders', { token, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id: tenderId, project_name: project } = created.body.data;

    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, account);
    await page.locator('header summary', { hasText: 'Open menu' }).tap();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Tenders', exact: true }).tap();
    await page.waitForURL(stackUrl('/my-tenders'));
    await heading(page, 'My Tenders');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: project }) });
    await card.getByText('Draft', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByRole('link', { name: project }).click();
    await page.waitForURL(stackUrl(`/my-tenders/${tenderId}`));
    await page.getByRole('button', { name: 'Send for review' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this tender for review?' });
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText(IN_REVIEW).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const remark = 'The EMD percentage does not match the EMD amount.';
    await returnAsAdmin(tenderId, remark);
    await page.goto(stackUrl('/my-tenders'));
    await card.getByText('Returned', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await card.getByText(remark).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows Not Found to a signed-in account that is not an organisation', async () => {
    const contractor = await createAccount({ role: 'Contractor' });
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, contractor);
    await page.goto(stackUrl('/my-tenders'));
    await heading(page, pageMessages.notFound);
    await page.goto(stackUrl('/my-tenders/new'));
    await heading(page, pageMessages.notFound);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
