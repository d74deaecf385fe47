/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { ClosedTenderListAnswer } from '@tender/shared/schemas/tender';
import { openPage, useBrowser } from '../support/browser';
import { getJson, stackUrl } from '../support/stack-url';
import { PHONE, unexpected } from './page-support';

// Part 1 §5, Closing: the Closed tenders list (under evaluation) on a phone, reached from the menu,
// each card with its number of bids, and a closed tender's details saying it is closed.

const browser = useBrowser();

describe('Closed tenders on a phone', () => {
  it('opens from the Tenders menu, shows each card with its bids, and a card opens its closed details', async () => {
    const { body } = await getJson('/api/v1/tenders/closed_tenders');
    const first = ClosedTenderListAnswer.parse(body).data[0]!;
    const { page, consoleErrors } = await openPage(browser(), '/', PHONE);

    await page.locator('header summary', { hasText: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('list', { name: 'Tenders' }).getByRole('link', { name: 'Closed' }).tap();
    await page.waitForURL(stackUrl('/closed-tenders'));
    await page.getByRole('heading', { level: 1, name: 'Closed Tenders' }).waitFor();

    const results = page.getByRole('region', { name: 'Tender results' });
    const card = results.getByRole('article').filter({ hasText: first.project_name });
    await card.waitFor();
    const bids = first.bid_count === 1 ? '1 bid' : `${first.bid_count} bids`;
    expect(await card.getByText('Bids received').isVisible()).toBe(true);
    expect(await card.getByText(bids, { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByRole('link', { name: first.project_name }).click();
    await page.waitForURL(new RegExp(`/tender/${first.id}$`));
    await page.getByRole('heading', { level: 1, name: first.project_name }).waitFor();
    await page.getByText(/Closed for bids on .+; under evaluation/).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
