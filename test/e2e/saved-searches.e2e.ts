/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { listSavedSearchesOfUser } from '../../functions/data/saved-searches-repository';
import { unsubscribeToken } from '../../functions/domain/alerts/unsubscribe-token';
import { createAccount } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { logIn } from './accounts-support';
import { labelled, PHONE, unexpected } from './page-support';

// The browser, at phone width: a subscriber goes from the public list's "Save this
// search" to the new-search form, saves a search with a daily digest, sees it listed, then opens
// the mailed unsubscribe link's page, stops the mails, and sees the search's alerts off.

const browser = useBrowser();

describe('saved searches', () => {
  it('saves a search from the list, lists it, and stops its mails from the unsubscribe page on a phone', async () => {
    const account = await createAccount({ role: 'Subscriber' });
    const name = `Hostels ${Math.random().toString(36).slice(2, 8)}`;
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, account.email, account.password);

    await page.goto(stackUrl('/active-tenders'));
    await page.getByRole('link', { name: m.saveThisSearch }).click();
    await page.waitForURL((url) => url.pathname === '/saved-searches');
    const form = page.getByRole('form', { name: 'New saved search' });
    await form.getByRole('button', { name: 'Save search' }).click();
    await form.getByText(m.name).waitFor();
    await form.getByText(m.oneFilter).waitFor();

    await labelled(form, 'Name of the search').fill(name);
    await labelled(form, 'Keywords in the project name').fill('hostel');
    await labelled(form, 'Closing within (days)').fill('30');
    // The preview counts the active tenders by the jobs' own rule (shared/saved-search-match.ts).
    await form
      .getByRole('status')
      .filter({ hasText: /^Matches now: \d+ active tenders?/ })
      .waitFor();
    await form.getByText('Mail me a daily digest of the matching tenders').click();
    await labelled(form, 'Digest time').selectOption('7');
    await form.getByRole('button', { name: 'Save search' }).click();
    await page.getByText(m.created).waitFor();

    const list = page.getByRole('list', { name: m.title });
    const card = list.getByRole('listitem').filter({ hasText: name });
    await card.getByText('Keywords: hostel', { exact: false }).waitFor();
    await card.getByText('Mails: instant alerts and daily digest at 07:00 IST').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const search = (await listSavedSearchesOfUser(account.id)).find((entry) => entry.name === name);
    expect(search).toBeDefined();

    const token = await unsubscribeToken({ userId: account.id, searchId: search!.id });
    await page.goto(stackUrl(`/alerts/unsubscribe?token=${token}`));
    await page.getByText(m.unsubscribeAsk(name)).waitFor();
    await page.getByRole('button', { name: m.unsubscribeButton }).click();
    await page.getByText(m.unsubscribeDone(name)).waitFor();

    await page.goto(stackUrl('/saved-searches'));
    await list.getByRole('listitem').filter({ hasText: name }).getByText('No mails (alerts off)').waitFor();

    await page.goto(stackUrl('/alerts/unsubscribe?token=0-1-x'));
    await page.getByText(m.unsubscribeInvalid).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
