/// <reference lib="dom" />
// The organisation's profile screen in Chromium against the local stack, on a 360 px phone. An
// organisation made the way people make one (real registration, uploads, mailed link and password:
// test/support/registered-account.ts) logs in through the login form and edits every tab of /profile
// through the UI: each Save validates first (an invalid tab sends nothing), sends only that tab, and
// after a reload of the page the change is there; a file uploaded on a tab is stored and opens
// through View. Shared setup in profile-support.ts.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { registerOrganization, type RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { fill, labelled, pdf, PHONE } from './page-support';
import {
  expectViewable,
  form,
  heading,
  logIn,
  openTab,
  recordSaves,
  refusedBeforeSending,
  region,
  reloadTab,
  save,
  upload,
} from './profile-support';

const browser = useBrowser();

let organization: RegisteredAccount;

beforeAll(async () => {
  organization = await registerOrganization('e2e-profile-buyer');
}, 120_000);

describe('organisation profile', () => {
  it('edits every tab on a 360 px phone', { timeout: 240_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    const sent = recordSaves(page);
    await logIn(page, organization.email);
    await page.goto(stackUrl('/profile'));
    await heading(page, 'Profile');
    await page.getByRole('tab', { name: 'Basic' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Basic', 'Partner', 'Works', 'Documents']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Basic: billing_name (profile only) is asked before anything is sent.
    let basic = form(page, 'Basic');
    await refusedBeforeSending(page, basic, sent, 'Please enter the billing name.');
    await fill(region(basic, 'Company Details'), { 'Billing Name': 'PMHS Billing Dept' });
    const basicSave = await save(page, basic, sent);
    expect(basicSave.url).toBe(`/api/v1/organizations/${organization.id}`);
    expect(basicSave.body).toMatchObject({ form: 'basic', billing_name: 'PMHS Billing Dept' });
    basic = await reloadTab(page, 'Basic');
    expect(await labelled(basic, 'Billing Name').inputValue()).toBe('PMHS Billing Dept');

    // Partner: experience in whole years.
    let partners = await openTab(page, 'Partner', 'partner');
    await partners.getByRole('button', { name: 'Add director' }).click();
    const added = partners.getByRole('group', { name: /Director 2/ });
    await fill(added, { Name: 'N. Joshi', Qualification: 'B.E. Civil', 'Experience (years)': 'ten' });
    await refusedBeforeSending(page, partners, sent, 'Please enter valid year(s) of experience.');
    await fill(added, { 'Experience (years)': '7' });
    const partnerSave = await save(page, partners, sent);
    expect(partnerSave.body).toMatchObject({ form: 'partners', partner_removed: [] });
    partners = await reloadTab(page, 'Partner');
    expect(await labelled(partners.getByRole('group', { name: /Director 2/ }), 'Experience (years)').inputValue()).toBe(
      '7',
    );

    // Works.
    let works = await openTab(page, 'Works', 'works');
    await fill(works, { 'Project Name': 'Green Meadows Phase 1', 'Number of Floors': '14' });
    await save(page, works, sent);
    works = await reloadTab(page, 'Works');
    expect(await labelled(works, 'Project Name').inputValue()).toBe('Green Meadows Phase 1');
    expect(await labelled(works, 'Number of Floors').inputValue()).toBe('14');

    // Documents: every value is required on the profile; a file for document 4, stored and viewable.
    let documents = await openTab(page, 'Documents', 'documents');
    const proof = (scope: Locator) =>
      scope.getByRole('group', { name: /4\. Address proof of Proprietor\/Partner\/Director/ });
    await refusedBeforeSending(page, documents, sent, "This field can't be kept empty.");
    await fill(proof(documents), { 'Document details': 'Electricity bill' });
    await upload(
      proof(documents),
      'Address proof of Proprietor/Partner/Director file',
      await pdf('electricity-bill.pdf'),
    );
    const documentsSave = await save(page, documents, sent);
    expect(documentsSave.body).toMatchObject({ form: 'documents', document_4: { value: 'Electricity bill' } });
    documents = await reloadTab(page, 'Documents');
    expect(await labelled(proof(documents), 'Document details').inputValue()).toBe('Electricity bill');
    await expectViewable(
      page,
      proof(documents),
      'Address proof of Proprietor/Partner/Director file',
      'application/pdf',
    );

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(sent.every((request) => request.url === `/api/v1/organizations/${organization.id}`)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
