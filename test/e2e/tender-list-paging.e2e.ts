/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TenderListAnswer } from '@tender/shared/schemas/tender';
import { openPage, useBrowser } from '../support/browser';
import { getJson } from '../support/stack-url';
import { unexpected } from './page-support';

// Issue 25, "Lists past 500": a public list pages through every matching tender, batch after batch
// by the API's signed cursors, 3 cards a page. The address's `limit` makes the batches small (4), so
// the seeded tenders cross several batch boundaries, as a list of 500+ would cross its first.

const browser = useBrowser();
const LIMIT = 4;

/** Every active tender's id, soonest closing first, as the API lists them in one answer. */
async function activeIds(): Promise<number[]> {
  const { body } = await getJson('/api/v1/tenders/active_tenders?limit=500');
  const answer = TenderListAnswer.parse(body);
  expect(answer.next_cursor).toBeNull();
  return answer.data.map((tender) => tender.id);
}

const pageLabel = (page: Page, number: number) => page.getByText(new RegExp(`^Page ${number} of \\d+\\+?$`));

async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('region', { name: 'Tender results' })
    .locator('a[href^="/tender/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

describe('a public list past one batch', () => {
  it('reaches every active tender exactly once with Next, names each batch in the address, and returns with Previous', async () => {
    const before = await activeIds();
    // More than one batch, or the test would not cross a cursor.
    expect(before.length).toBeGreaterThan(LIMIT);
    const { page, consoleErrors } = await openPage(browser(), `/active-tenders?limit=${LIMIT}`);

    const seen: number[] = [];
    const addresses: string[] = [];
    let last = 0;
    for (let number = 1; number <= before.length + 2; number += 1) {
      await pageLabel(page, number).waitFor();
      seen.push(...(await cardIds(page)));
      addresses.push(page.url());
      last = number;
      const next = page.getByRole('navigation', { name: 'Tender pages' }).getByRole('button', { name: 'Next' });
      if (await next.isDisabled()) break;
      await next.click();
    }
    const after = await activeIds();

    // Exactly once each: no card twice, and every tender listed before and after the walk was reached
    // (another test may publish or close one meanwhile).
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !before.includes(id) && !after.includes(id))).toEqual([]);
    expect(before.filter((id) => after.includes(id) && !seen.includes(id))).toEqual([]);
    // Past the first batch the address holds the cursors it went through.
    expect(new URL(addresses.at(-1)!).searchParams.getAll('cursor').length).toBeGreaterThan(0);
    expect(new URL(addresses[0]!).searchParams.getAll('cursor')).toEqual([]);

    for (let number = last - 1; number >= 1; number -= 1) {
      await page.getByRole('navigation', { name: 'Tender pages' }).getByRole('button', { name: 'Previous' }).click();
      await pageLabel(page, number).waitFor();
    }
    expect(new URL(page.url()).search).toBe(`?limit=${LIMIT}`);
    expect(await cardIds(page)).toEqual(seen.slice(0, 3));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('renders a page of a later batch from its address with JavaScript off (the data page follows the cursor)', async () => {
    const live = await openPage(browser(), `/active-tenders?limit=${LIMIT}`);
    const pager = live.page.getByRole('navigation', { name: 'Tender pages' });
    // Page 3 is the first of the second batch (4 tenders: pages of 3 and 1).
    for (const number of [2, 3]) {
      await pager.getByRole('button', { name: 'Next' }).click();
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
