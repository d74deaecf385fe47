/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { followMessages as m } from '@tender/shared/follow-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { nextSequenceValue } from '../../functions/data/sequences';
import { putTender } from '../../functions/data/tenders-repository';
import { createAccount } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { sampleTenderRecord } from '../support/tender-records';
import { fillLogin } from './accounts-support';
import { PHONE, unexpected } from './page-support';

// The browser, at phone width: a visitor logs in from the tender page's "Log in to
// follow", follows the tender, sees the count change and the tender in its followed list, and
// unfollows it again.

const browser = useBrowser();
const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));

describe('following a tender', () => {
  it('logs in from the tender page, follows, counts, lists and unfollows on a phone', async () => {
    const tender = sampleTenderRecord(await nextSequenceValue('tender'), {
      project_name: `Followed works ${Math.random().toString(36).slice(2, 8)}`,
      published_date: at(-86_400),
      bid_submission_start_date: at(-3600),
      bid_submission_end_date: at(86_400),
      bid_opening_date: at(90_000),
    });
    await putTender(tender);
    const subscriber = await createAccount({ role: 'Subscriber' });
    const pathname = `/tender/${tender.id}`;

    const { page, consoleErrors } = await openPage(browser(), pathname, PHONE);
    await page.getByRole('link', { name: m.logInToFollow }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(page, subscriber.email, subscriber.password);
    await page.waitForURL(stackUrl(pathname));

    const follow = page.getByRole('button', { name: m.follow, exact: true });
    await page.getByText(m.followerCount(0)).waitFor();
    await follow.click();
    const following = page.getByRole('button', { name: m.following, exact: true });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(m.followerCount(1)).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(stackUrl('/my-follows'));
    const list = page.getByRole('list', { name: m.followedTenders });
    await list.getByRole('link', { name: tender.project_name }).click();
    await page.waitForURL(stackUrl(pathname));
    await page.getByRole('button', { name: m.following, exact: true }).click();
    await page.getByRole('button', { name: m.follow, exact: true }).waitFor();
    await page.getByText(m.followerCount(0)).waitFor();

    await page.goto(stackUrl('/my-follows'));
    await page.getByText(m.noFollowedTenders).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
