/// <reference lib="dom" />
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { putTender } from '../../functions/data/tenders-repository';
import { openPage, useBrowser } from '../support/browser';
import { sampleTenderRecord } from '../support/tender-records';
import { cardIds, unexpected } from './page-support';

// A public list pages through every matching tender, batch after batch
// by the API's signed cursors, 3 cards a page. The address's `limit` makes the batches small (4), so
// this test's own nine tenders (all closing on one far day, which the list is filtered by, so other
// tests' tenders never enter or leave the list during the walk) cross two batch boundaries, as a list
// of 500+ would cross its first.

const browser = useBrowser();
const LIMIT = 4;
const DAY = '2031-03-14';
const LIST = `/active-tenders?bid_end_date=${DAY}&limit=${LIMIT}`;
let mine: number[] = [];

beforeAll(async () => {
  const first = randomInt(600_000_000, 690_000_000);
  mine = Array.from({ length: 9 }, (_, index) => first + index);
  // Soonest closing first: the list's order is the order they were made in.
  for (const [index, id] of mine.entries()) {
    const minute = String(10 + index).padStart(2, '0');
    await putTender(
      sampleTenderRecord(id, {
        tender_uid: `PAGING/${id}`,
        bid_submission_start_date: '2026-01-01T10:00:00+05:30',
        bid_submission_end_date: `${DAY}T11:${minute}:00+05:30`,
        bid_opening_date: `${DAY}T15:00:00+05:30`,
      }),
    );
  }
});

const pageLabel = (page: Page, number: number) => page.getByText(new RegExp(`^Page ${number} of \\d+\\+?$`));

describe('a public list past one batch', () => {
  it('reaches every active tender exactly once with Next, names each batch in the address, and returns with Previous', async () => {
    const { page, consoleErrors } = await openPage(browser(), LIST);

    const seen: number[] = [];
    const addresses: string[] = [];
    let last = 0;
    for (let number = 1; number <= mine.length + 2; number += 1) {
      await pageLabel(page, number).waitFor();
      seen.push(...(await cardIds(page)));
      addresses.push(page.url());
      last = number;
      // Next is a link while there is a page after this one, and text marked disabled on the last.
      const next = page.getByRole('navigation', { name: 'Tender pages' }).getByRole('link', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    await expect(
      page.getByRole('navigation', { name: 'Tender pages' }).getByText('Next').getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    // Exactly once each, in the list's order.
    expect(seen).toEqual(mine);
    // Past the first batch the address holds the cursors it went through.
    expect(new URL(addresses.at(-1)!).searchParams.getAll('cursor').length).toBeGreaterThan(0);
    expect(new URL(addresses[0]!).searchParams.getAll('cursor')).toEqual([]);

    for (let number = last - 1; number >= 1; number -= 1) {
      await page.getByRole('navigation', { name: 'Tender pages' }).getByRole('link', { name: 'Previous' }).click();
      await pageLabel(page, number).waitFor();
    }
    const back = new URL(page.url()).searchParams;
    expect(back.getAll('cursor')).toEqual([]);
    expect(back.get('bid_end_date')).toBe(DAY);
    expect(await cardIds(page)).toEqual(seen.slice(0, 3));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('renders a page of a later batch from its address with JavaScript off (the data page follows the cursor)', async () => {
    const live = await openPage(browser(), LIST);
    const pager = live.page.getByRole('navigation', { name: 'Tender pages' });
    // Page 3 is the first of the second batch (4 tenders: pages of 3 and 1).
    for (const number of [2, 3]) {
      await pager.getByRole('link', { name: 'Next' }).click();
      await pageLabel(live.page, number).waitFor();
    }
    const address = live.page.url();
    expect(new URL(address).searchParams.getAll('cursor')).toHaveLength(1);
    const shown = await cardIds(live.page);
    await live.page.context().close();

    const off = await openPage(browser(), new URL(address).pathname + new URL(address).search, {
      javaScriptEnabled: false,
    });
    await expect(pageLabel(off.page, 3).isVisible()).resolves.toBe(true);
    expect(await cardIds(off.page)).toEqual(shown);
    await off.page.context().close();
  });
});
