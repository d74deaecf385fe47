/// <reference lib="dom" />
// The bid page on a phone holds still while its answers arrive (issue 28: CLS <= 0.05), even when the
// profile, whose rows the technical cover offers, answers last: the form waits for it instead of
// saying "no rows" and then moving everything below when the rows come.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { call } from '../support/api-call';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { PHONE, unexpected } from './page-support';

const browser = useBrowser();
const NO_ROWS = 'Your profile has no completed works, turnovers or quality certificates yet.';
/** How late the profile answers: well after the bid's own answer. */
const PROFILE_DELAY_MS = 1500;

let bidder: Bidder;
let tender: TenderRecord;

beforeAll(async () => {
  [bidder, tender] = await Promise.all([contractor(), openTender()]);
  const started = await call('POST', `/tenders/${tender.id}/bids/start`, { token: bidder.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
}, 60_000);

describe('the bid page while its answers arrive', () => {
  it('on a phone: no "no rows" line before the profile answers, and nothing moves', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/', PHONE);
    await page.goto(stackUrl('/login'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(bidder.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(bidder.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });

    await page.addInitScript((noRows) => {
      const seen = { shifts: [] as number[], noRows: false };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(noRows)) seen.noRows = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, NO_ROWS);
    await page.route('**/api/v1/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PROFILE_DELAY_MS));
      await route.continue();
    });
    await page.goto(stackUrl(`/tenders/${tender.id}/bid`));
    const cover = page.getByRole('region', { name: 'Technical cover' });
    await cover.getByText('Rows of your profile this bid relies on').waitFor({ timeout: 20_000 });
    await cover.getByText(/^Completed work: /).waitFor();
    await page.waitForTimeout(300);

    const seen = await page.evaluate(() => (window as unknown as { seen: { shifts: number[]; noRows: boolean } }).seen);
    expect(seen.noRows).toBe(false);
    expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
