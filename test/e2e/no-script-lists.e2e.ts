/// <reference lib="dom" />
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { putTender } from '../../functions/data/tenders-repository';
import { openPage, useBrowser } from '../support/browser';
import { sampleTenderRecord } from '../support/tender-records';
import { cardIds } from './page-support';

// A public tender list works as plain HTML before any script. With JavaScript off
// the filter is a GET form the data page renders the list for, the pager's Previous and Next are
// links to their pages, and Clear filters is a link to the list without filters.

const browser = useBrowser();
const COUNT = 5;
const CATEGORY = 1;
let prefix = '';
let mine: number[] = [];

beforeAll(async () => {
  const first = randomInt(700_000_000, 790_000_000);
  prefix = `NOSCRIPT/${first}/`;
  mine = Array.from({ length: COUNT }, (_, index) => first + index);
  for (const [index, id] of mine.entries()) {
    await putTender(
      sampleTenderRecord(id, {
        tender_uid: `${prefix}${index}`,
        tender_category_id: CATEGORY,
        bid_submission_start_date: '2026-01-01T10:00:00+05:30',
        bid_submission_end_date: `2031-05-20T11:${String(10 + index)}:00+05:30`,
        bid_opening_date: '2031-05-20T15:00:00+05:30',
      }),
    );
  }
});

const query = (page: Page) => new URL(page.url()).searchParams;

describe('a public tender list with JavaScript off', () => {
  it('filters with the form, turns pages with the pager links, and clears the filters', async () => {
    const { page } = await openPage(browser(), '/active-tenders', { javaScriptEnabled: false });
    const filters = page.getByRole('search', { name: 'Filter tenders' });
    const pager = page.getByRole('navigation', { name: 'Tender pages' });
    await pager.getByText(/^Page 1 of \d+\+?$/).waitFor();

    await filters.getByLabel('Tender ID').fill(prefix);
    await filters.getByLabel('Tender category').selectOption(String(CATEGORY));
    await filters.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('tender_id') === prefix);
    // The browser sends every field; the empty ones are no filter.
    expect(query(page).get('category')).toBe(String(CATEGORY));
    expect(query(page).get('work_type')).toBe('');
    await page.getByText(`${COUNT} tenders found.`).waitFor();
    await expect(pager.getByText('Page 1 of 2', { exact: true }).isVisible()).resolves.toBe(true);
    // The fields show the filters the list was rendered for.
    await expect(filters.getByLabel('Tender ID').inputValue()).resolves.toBe(prefix);
    await expect(filters.getByLabel('Tender category').inputValue()).resolves.toBe(String(CATEGORY));
    const first = await cardIds(page);
    expect(first).toHaveLength(3);
    expect(await pager.getByRole('link', { name: 'Previous' }).count()).toBe(0);
    await expect(pager.getByText('Previous').getAttribute('aria-disabled')).resolves.toBe('true');

    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pager.getByText('Page 2 of 2', { exact: true }).waitFor();
    expect(query(page).get('tender_id')).toBe(prefix);
    const second = await cardIds(page);
    expect([...first, ...second].sort()).toEqual([...mine].sort());
    expect(await pager.getByRole('link', { name: 'Next' }).count()).toBe(0);
    await expect(pager.getByText('Next').getAttribute('aria-disabled')).resolves.toBe('true');

    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/active-tenders' && url.search === '');
    await expect(filters.getByLabel('Tender ID').inputValue()).resolves.toBe('');
    await expect(filters.getByLabel('Tender category').inputValue()).resolves.toBe('');
    // The whole list again: the seeded tenders are in it besides this test's.
    await pager.getByText(/^Page 1 of \d+\+?$/).waitFor();
    expect((await cardIds(page)).some((id) => !mine.includes(id))).toBe(true);
    await page.context().close();
  });
});
