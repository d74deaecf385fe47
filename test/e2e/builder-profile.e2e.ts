/// <reference lib="dom" />
// A Builder's dashboard and profile in Chromium against the local stack. The Register
// menu leads to /register-builder (header and phone menu); a builder made the way people make one
// (the builder form, the mailed link and password: test/support/registered-builder.ts) logs in
// through the login form, sees its Builder Dashboard (its registration under review, what it
// registered, the way to its profile) and edits each tab of /profile; after a reload of the page the
// change is there. On a desktop screen and on a 360 px phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationMessages } from '@tender/shared/registration-fields';
import { registrationReviewMessages } from '@tender/shared/registration-review-messages';
import { openPage, useBrowser } from '../support/browser';
import { registerBuilder, type RegisteredBuilder } from '../support/registered-builder';
import { stackUrl } from '../support/stack-url';
import { fill, labelled, PHONE } from './page-support';
import { form, heading, logIn, openTab, recordSaves, refusedBeforeSending, reloadTab, save } from './profile-support';

const browser = useBrowser();

let builder: RegisteredBuilder;

beforeAll(async () => {
  builder = await registerBuilder('e2e-profile-builder');
}, 120_000);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The Builder Dashboard: the review, what was registered, and the link to the profile. */
async function expectDashboard(page: Page): Promise<void> {
  await heading(page, 'Builder Dashboard');
  await page.getByText(registrationReviewMessages.pendingTitle).waitFor({ timeout: 20_000 });
  const registered = page.getByRole('region', { name: 'Your registration' });
  await registered.getByText(builder.body.gstin, { exact: true }).waitFor();
  expect(await registered.getByText(builder.email, { exact: true }).count()).toBe(1);
  expect(await page.getByText('Please login to Admin Panel to get all the details.').count()).toBe(0);
}

describe('the Register menu', () => {
  it('has a Builder entry in the header, to the builder form', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Register' }).click();
    await nav.getByRole('link', { name: 'Builder', exact: true }).click();
    await page.waitForURL(stackUrl('/register-builder'));
    await heading(page, 'Builder Registration Form', 2);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('has it in the phone menu too', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/', PHONE);
    await page.locator('header summary', { hasText: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('list', { name: 'Register' }).getByRole('link', { name: 'Builder', exact: true }).click();
    await page.waitForURL(stackUrl('/register-builder'));
    await heading(page, 'Builder Registration Form', 2);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('a builder', () => {
  it('sees its dashboard and edits every tab of its profile', { timeout: 180_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    const sent = recordSaves(page);
    await logIn(page, builder.email);
    await expectDashboard(page);
    await page.getByRole('link', { name: 'Company Profile' }).first().click();
    await page.waitForURL(stackUrl('/profile'));
    await heading(page, 'Profile');
    await page.getByRole('tab', { name: 'Company' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Company', 'Director', 'Bank']);

    // Company: as registered; the address changed and saved.
    let company = form(page, 'Company');
    expect(await labelled(company, 'GSTIN').inputValue()).toBe(builder.body.gstin);
    await fill(company, { 'Address of Company/Firm': 'Pashan, Pune' });
    const companySave = await save(page, company, sent);
    expect(companySave.url).toBe(`/api/v1/builders/${builder.id}`);
    expect(companySave.body).toMatchObject({ form: 'basic', company_address: 'Pashan, Pune' });
    company = await reloadTab(page, 'Company');
    expect(await labelled(company, 'Address of Company/Firm').inputValue()).toBe('Pashan, Pune');

    // Director: an adult, checked before anything is sent.
    let director = await openTab(page, 'Director', 'director');
    await fill(director, { 'Date of Birth': `${new Date().getUTCFullYear() - 10}-01-01` });
    await refusedBeforeSending(page, director, sent, registrationMessages.dobAdult);
    await fill(director, { 'Date of Birth': '1976-02-14', 'Name of Director': 'Neha Gokhale' });
    const directorSave = await save(page, director, sent);
    expect(directorSave.body).toEqual({
      form: 'director',
      director_name: 'Neha Gokhale',
      director_dob: '1976-02-14',
      director_address: builder.body.director_address,
    });
    director = await reloadTab(page, 'Director');
    expect(await labelled(director, 'Name of Director').inputValue()).toBe('Neha Gokhale');

    // Bank: every field stays required, as registered.
    let bank = await openTab(page, 'Bank', 'bank');
    await fill(bank, { Branch: '' });
    await refusedBeforeSending(page, bank, sent, 'Please enter branch name.');
    await fill(bank, { Branch: 'Baner' });
    await save(page, bank, sent);
    bank = await reloadTab(page, 'Bank');
    expect(await labelled(bank, 'Branch').inputValue()).toBe('Baner');

    expect(sent.every((request) => request.url === `/api/v1/builders/${builder.id}`)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('does the same on a 360 px phone', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    const sent = recordSaves(page);
    await logIn(page, builder.email);
    await expectDashboard(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.goto(stackUrl('/profile?tab=company'));
    let company = form(page, 'Company');
    await labelled(company, 'LBT Number of Firm').waitFor({ timeout: 20_000 });
    await fill(company, { 'LBT Number of Firm': 'LBT-PUNE-42' });
    await save(page, company, sent);
    company = await reloadTab(page, 'Company');
    expect(await labelled(company, 'LBT Number of Firm').inputValue()).toBe('LBT-PUNE-42');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
