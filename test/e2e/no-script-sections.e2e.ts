/// <reference lib="dom" />
// JavaScript disabled: a tender's sections, the FAQ's answers, the phone menu
// and the header's search are native disclosures (<details>) and a GET form, so they work before the
// app (or without it at all).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TenderListAnswer } from '@tender/shared/schemas/tender';
import { tenderForm, tokenOf } from '../api/admin-support';
import { adminTenderActions } from '../api/admin-tenders-support';
import { openPage, useBrowser } from '../support/browser';
import { getJson, stackUrl } from '../support/stack-url';
import { PHONE } from './page-support';

const browser = useBrowser();
const NO_SCRIPT = { javaScriptEnabled: false } as const;

/** The summary (the tap target) of the section whose heading is `title`. */
const sectionToggle = (page: Page, title: string) =>
  page.locator('summary').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The section (`<details>`) whose heading is `title`. */
const section = (page: Page, title: string) => page.locator('details').filter({ has: sectionToggle(page, title) });

/** The header's toggle whose name (while closed) is `name`. */
const headerToggle = (page: Page, name: string) => page.locator('header summary').filter({ hasText: name });

const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

describe('without JavaScript', () => {
  it("closes and opens a tender's sections", async () => {
    const token = await tokenOf('Admin');
    const { draft, publish } = adminTenderActions(() => token);
    const tender = await draft(tenderForm());
    const published = await publish(tender.id);
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const { page } = await openPage(browser(), `/tender/${tender.id}`, NO_SCRIPT);
    await page.getByRole('heading', { level: 1, name: String(tender.project_name) }).waitFor();
    const dates = page.getByText('Bid opening date', { exact: true });
    const works = page.getByText('Excavation up to 3 m', { exact: true });
    // All seven are open at first (SPEC.md §2); each closes and opens again with a tap.
    expect(await dates.isVisible()).toBe(true);
    for (const title of ['Critical Dates', 'Work Item Details']) await sectionToggle(page, title).click();
    expect(await isOpen(section(page, 'Critical Dates'))).toBe(false);
    expect(await dates.isVisible()).toBe(false);
    expect(await works.isVisible()).toBe(false);
    await sectionToggle(page, 'Critical Dates').click();
    await sectionToggle(page, 'Work Item Details').click();
    expect(await dates.isVisible()).toBe(true);
    expect(await works.isVisible()).toBe(true);
    // The keyboard too: a focused summary toggles with Enter.
    await sectionToggle(page, 'Critical Dates').press('Enter');
    expect(await isOpen(section(page, 'Critical Dates'))).toBe(false);
    await page.context().close();
  });

  it('opens an answer of the FAQ (one at a time)', async () => {
    const { page } = await openPage(browser(), '/faq', NO_SCRIPT);
    const first = section(page, 'Who can bid for the tenders published on this website?');
    const answer = page.getByText('It is the range of project value, shown in crore', { exact: false });
    expect(await isOpen(first)).toBe(true);
    expect(await answer.isVisible()).toBe(false);
    await sectionToggle(page, 'What does the qualifier range on a tender card mean?').click();
    expect(await answer.isVisible()).toBe(true);
    expect(await isOpen(first)).toBe(false);
    await page.context().close();
  });

  it('opens the menu on a phone and follows a link', async () => {
    const { page } = await openPage(browser(), '/', { ...PHONE, ...NO_SCRIPT });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await headerToggle(page, 'Open menu').tap();
    await menu.getByRole('list', { name: 'Tenders' }).getByRole('link', { name: 'Closed' }).waitFor();
    await menu.getByRole('link', { name: 'Contact' }).tap();
    await page.waitForURL(stackUrl('/contact-us'));
    await page.getByRole('heading', { level: 1, name: /Contact/ }).waitFor();
    await page.context().close();
  });

  it('opens the search and finds a tender by its id', async () => {
    const { body } = await getJson('/api/v1/tenders/active_tenders');
    const target = TenderListAnswer.parse(body).data[0]!;
    const { page } = await openPage(browser(), '/about', NO_SCRIPT);
    const field = page.getByRole('search', { name: 'Search tenders by ID' }).getByLabel('Search active tenders by ID');
    expect(await field.isVisible()).toBe(false);
    await headerToggle(page, 'Search tenders').click();
    await field.fill(target.tender_uid);
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/active-tenders');
    expect(new URL(page.url()).searchParams.get('tender_id')).toBe(target.tender_uid);
    const results = page.getByRole('region', { name: 'Tender results' });
    await results.getByRole('link', { name: target.project_name, exact: true }).waitFor();
    await page.context().close();
  });
});
