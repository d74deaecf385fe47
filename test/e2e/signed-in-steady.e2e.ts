/// <reference lib="dom" />
// A signed-in visitor's pages on a phone hold still while their answers arrive (CLS <= 0.05),
// even when the answer that used to move them comes last: the profile, whose rows the bid page's
// technical cover offers (the form waits for it instead of saying "no rows" and then moving everything
// below); the list of bids, above My Bids' calendar section (drawn with the list, not before it); and
// /profile's company name under its title (its line kept until the name arrives).
import { calendarMessages } from '@tender/shared/calendar-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { call } from '../support/api-call';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { PHONE, unexpected } from './page-support';

const browser = useBrowser();
const NO_ROWS = 'Your profile has no completed works, turnovers or quality certificates yet.';
/** How late the answer under test comes: well after the page's others. */
const LATE_MS = 1500;

let bidder: Bidder;
let tender: TenderRecord;

beforeAll(async () => {
  [bidder, tender] = await Promise.all([contractor(), openTender()]);
  const started = await call('POST', `/tenders/${tender.id}/bids/start`, { token: bidder.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
}, 60_000);

type Seen = { shifts: number[]; texts: string[] };

/** Logs in on a phone, then records the layout shifts of the next pages and whether `watched` texts appeared. */
async function phoneWatching(watched: string[]) {
  const { page, consoleErrors } = await openPage(browser(), '/', PHONE);
  await page.goto(stackUrl('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(bidder.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(bidder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });
  await page.addInitScript((texts) => {
    const seen = { shifts: [] as number[], texts: [] as string[] };
    Object.assign(window, { seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      for (const text of texts) {
        if (!seen.texts.includes(text) && document.body?.textContent?.includes(text)) seen.texts.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, watched);
  const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  const answerLate = (pattern: string) =>
    page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      await route.continue();
    });
  return { page, consoleErrors, seen, answerLate };
}

const total = (shifts: number[]) => shifts.reduce((sum, value) => sum + value, 0);

describe("a signed-in visitor's pages while their answers arrive, on a phone", () => {
  it('the bid page: no "no rows" line before the profile answers, and nothing moves', async () => {
    const { page, consoleErrors, seen, answerLate } = await phoneWatching([NO_ROWS]);
    await answerLate('**/api/v1/profile');
    await page.goto(stackUrl(`/tenders/${tender.id}/bid`));
    const cover = page.getByRole('region', { name: 'Technical cover' });
    await cover.getByText('Rows of your profile this bid relies on').waitFor({ timeout: 20_000 });
    await cover.getByText(/^Completed work: /).waitFor();
    await page.waitForTimeout(300);
    const { shifts, texts } = await seen();
    expect(texts).toEqual([]);
    expect(total(shifts)).toBeLessThan(0.01);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('My Bids: the calendar section does not move when the list of bids arrives', async () => {
    const { page, consoleErrors, seen, answerLate } = await phoneWatching([]);
    await answerLate('**/api/v1/my/bids');
    await page.goto(stackUrl('/my-bids'));
    // Where the calendar section is when it first shows, and once the list is in.
    const calendar = page.getByRole('heading', { level: 2, name: calendarMessages.title });
    await calendar.waitFor({ timeout: 20_000 });
    const first = await calendar.boundingBox();
    await page.getByRole('list', { name: 'My bids' }).getByText(tender.project_name).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await calendar.boundingBox()).toEqual(first);
    expect(total((await seen()).shifts)).toBeLessThan(0.01);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('/profile: the title band keeps its height when the company name arrives', async () => {
    const { page, consoleErrors, seen, answerLate } = await phoneWatching([]);
    await answerLate('**/api/v1/profile');
    await page.goto(stackUrl('/profile'));
    const band = page.getByRole('heading', { level: 1, name: 'Profile' }).locator('xpath=../..');
    await band.waitFor({ timeout: 20_000 });
    const first = await band.boundingBox();
    await page.getByRole('tablist', { name: 'Profile sections' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await band.boundingBox()).toEqual(first);
    expect(total((await seen()).shifts)).toBeLessThan(0.01);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
