/// <reference lib="dom" />
// The browser: after both covers are opened and every bid qualified through the
// API, the organisation reads the comparative statement and awards the tender to L1 (chosen at
// first, confirmed); the award of contract shows on the statement, on a bidder's phone on the
// tender page, and on Results of Tenders.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { awardMessages } from '@tender/shared/award-messages';
import type { ComparativeStatementAnswer } from '@tender/shared/schemas/award';
import type { TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import type { EvaluationAnswer } from '@tender/shared/schemas/opening';
import { call, type ErrorBody } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import { confirmOpening, tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';
import { stackUrl } from '../support/stack-url';
import { fillLogin } from './accounts-support';
import { appLive, holdAppStart, PHONE, reloadUntilVisible, unexpected } from './page-support';

const browser = useBrowser();

let ready: TenderReadyToOpen;
let l1: string;

async function opened(cover: 'technical' | 'financial') {
  for (const opener of [ready.admin, ready.organization]) {
    const answer = await confirmOpening(ready.tender, cover, opener);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

beforeAll(async () => {
  ready = await tenderReadyToOpen({ bidders: 2 });
  await opened('technical');
  const bids = await call<TenderBidsAnswer>('GET', `/tenders/${ready.tender.id}/bids`, { token: ready.admin.token });
  for (const bid of bids.body.data.bids ?? []) {
    const decided = await call<EvaluationAnswer & ErrorBody>('POST', `/bids/${bid.bid_id}/evaluation`, {
      token: ready.admin.token,
      body: { qualified: true },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  }
  await opened('financial');
  const statement = await call<ComparativeStatementAnswer>('GET', `/tenders/${ready.tender.id}/comparative_statement`, {
    token: ready.organization.token,
  });
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
  l1 = statement.body.data.bids.find((bid) => bid.rank === 1)!.bidder_name;
}, 240_000);

async function loggedInAt(credentials: { email: string; password: string }, pathname: string, phone = false) {
  const page = await openPage(browser(), `/login?next=${encodeURIComponent(pathname)}`, phone ? PHONE : {});
  await fillLogin(page.page, credentials.email, credentials.password);
  await page.page.waitForURL(stackUrl(pathname));
  return page;
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const topOf = (target: Locator) => target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/**
 * Reloads `page` with its app held, so it shows what the server drew, then lets the app start and
 * fill in what only it draws (the register of sealed bids, the opening record): `drawn` stays where
 * it was. Moved, a link would slip from under a finger pressing it as the app went live, and the tap
 * would land beside it (seen: a bidder's tap on the statement link did nothing).
 */
async function staysPutWhenLive(page: Page, drawn: Locator[]) {
  const release = await holdAppStart(page.context());
  await page.reload();
  const before = await Promise.all(drawn.map(topOf));
  await release();
  await appLive(page);
  await page.getByTestId('register-digests').waitFor();
  await page.getByTestId('cover-financial').waitFor();
  expect(await Promise.all(drawn.map(topOf))).toEqual(before);
}

describe('the comparative statement and the award in the browser', () => {
  it('the organisation awards to L1; a bidder sees the award on a phone; it is on Results of Tenders', async () => {
    const { tender, organization, bidders } = ready;
    const statementPath = `/tenders/${tender.id}/comparative-statement`;
    const { page, consoleErrors } = await loggedInAt(organization, statementPath);
    const ranks = page.getByRole('region', { name: 'Ranks and totals' });
    await ranks.waitFor({ timeout: 20_000 });
    expect(await ranks.locator('tbody tr').count()).toBe(2);
    await page.getByRole('region', { name: 'Item-wise rates' }).waitFor();

    const form = page.getByRole('form', { name: 'Award of contract' });
    expect(await form.getByRole('radio', { name: new RegExp(`L1.*${l1}`) }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Award the tender' }).click();
    await form.getByRole('button', { name: 'Confirm award' }).click();
    await page.getByText(awardMessages.awarded(tender.tender_uid, l1)).waitFor({ timeout: 20_000 });
    const aoc = page.getByTestId('aoc');
    await aoc.getByText(l1, { exact: true }).waitFor();
    await aoc.getByText('2 bids').waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();

    const phone = await loggedInAt(bidders[0]!, `/tender/${tender.id}`, true);
    const result = phone.page.getByRole('region', { name: 'Award of contract' });
    await reloadUntilVisible(phone.page, result, 20_000);
    await result.getByText(l1, { exact: true }).waitFor();
    expect(await fitsThePhone(phone.page)).toBe(true);
    const statementLink = result.getByRole('link', { name: 'See the comparative statement' });
    await staysPutWhenLive(phone.page, [statementLink, phone.page.getByRole('region', { name: 'Clarifications' })]);
    await statementLink.click();
    await phone.page.getByRole('region', { name: 'Ranks and totals' }).waitFor({ timeout: 20_000 });
    expect(await fitsThePhone(phone.page)).toBe(true);
    expect(unexpected(phone.consoleErrors)).toEqual([]);
    await phone.page.context().close();

    const visitor = await openPage(browser(), `/awarded-tenders?tender_id=${encodeURIComponent(tender.tender_uid)}`);
    const card = visitor.page.getByRole('article').filter({ hasText: tender.tender_uid });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText(new RegExp(`^${l1} for ₹`)).waitFor();
    await card.getByText('2 bids').waitFor();
    await visitor.page.context().close();
  });
});
