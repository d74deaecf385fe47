/// <reference lib="dom" />
// A remembered visitor's own pages come with their data in the HTML (the session
// cookie, shared/session-cookie.ts): shown before any script, the app starting at the first tap
// (which it is given once live) and hydrating them without a mismatch; a rate typed into a bid page
// before then is kept, and a tab that keeps a bid draft has the app draw it. A logout, and a tab
// holding another account's session never get (or keep) the remembered visitor's page. A session kept
// for the tab alone has no cookie: the page the server sent (the frame) asks for itself again with it.
import { accountMessages } from '@tender/shared/account-messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { call } from '../support/api-call';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fillLogin } from './accounts-support';
import { appLive, changedLooks, LOOKS, PHONE, rememberLooks, unexpected } from './page-support';

const browser = useBrowser();

let bidder: Bidder;
let other: Bidder;
let tender: TenderRecord;

beforeAll(async () => {
  [bidder, other, tender] = await Promise.all([contractor(), contractor(), openTender()]);
  const started = await call('POST', `/tenders/${tender.id}/bids/start`, { token: bidder.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
}, 60_000);

const companyOf = (account: Bidder) => `Bidder ${account.id} Infra`;
const isLive = (page: Page) => page.locator('#root[data-app="live"]').count();

/** Loads `path` afresh (as a reload or a bookmark does) and returns the HTML the server sent. */
async function load(page: Page, path: string): Promise<{ html: string; cacheControl: string | undefined }> {
  const response = await page.goto(stackUrl(path));
  expect(response?.status()).toBe(200);
  return { html: (await response?.text()) ?? '', cacheControl: response?.headers()['cache-control'] };
}

/**
 * Each reading of the phone's clock a second after the one before, as on a phone slow enough that the
 * app takes seconds to draw: a page that draws anything from the device's clock while hydrating would
 * not match the server's HTML.
 */
const readClockASecondApart = (page: Page) =>
  page.addInitScript(() => {
    const deviceNow = Date.now;
    let readings = 0;
    Date.now = () => deviceNow() + 1000 * readings++;
  });

async function logInOnPhone(account: Bidder, remember: boolean) {
  const opened = await openPage(browser(), '/login', PHONE);
  await fillLogin(opened.page, account.email, account.password, { remember });
  await opened.page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });
  return opened;
}

describe("a remembered visitor's own pages, rendered with their data", () => {
  it('show it before any script, start the app at the first tap, and hydrate without a mismatch', async () => {
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    await readClockASecondApart(page);
    const pages: [string, string][] = [
      ['/dashboard', 'The consultancy has approved your registration'],
      ['/my-info', bidder.email],
      ['/my-bids', tender.project_name],
    ];
    for (const [path, shown] of pages) {
      const { html, cacheControl } = await load(page, path);
      expect(cacheControl, path).toBe('private, no-store');
      expect(html, path).toContain('data-starts-app="interaction"');
      expect(html, path).toContain(shown);
      await page.getByText(shown).first().waitFor();
      expect(await isLive(page), `${path}: the app started before the visitor did anything`).toBe(0);
      await page.evaluate(rememberLooks, LOOKS);
      await page.locator('h1').first().tap();
      await appLive(page);
      await page.getByText(shown).first().waitFor();
      // Drawn with only the design tokens and keyframes it uses; the app brought the rest.
      expect(await page.evaluate(changedLooks, LOOKS), path).toEqual([]);
    }
    // A hydration that did not match would have said so here.
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.locator('header summary', { hasText: 'Open menu' }).tap();
    await page.locator('header details').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(stackUrl('/'));
    const { html } = await load(page, '/dashboard');
    expect(html).not.toContain(companyOf(bidder));
    expect(html).not.toContain('data-session');
    await page.context().close();
  });

  it('the profile, frame first: the frame the server sent asks for the page with the session, drawn before any app script', async () => {
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    await readClockASecondApart(page);
    const { html, cacheControl } = await load(page, '/profile');
    // Its size has no bound (shared/site-pages.ts, frameFirst): the frame paints in the first round trip.
    expect(html).not.toContain('data-session');
    expect(html).not.toContain(companyOf(bidder));
    expect(cacheControl).not.toContain('private');
    await page.locator('#root[data-session][data-starts-app="interaction"]').waitFor();
    await page.getByText(companyOf(bidder)).first().waitFor();
    expect(await isLive(page), 'the app started before the visitor did anything').toBe(0);
    await page.evaluate(rememberLooks, LOOKS);
    await page.locator('h1').first().tap();
    await appLive(page);
    await page.getByText(companyOf(bidder)).first().waitFor();
    expect(await page.evaluate(changedLooks, LOOKS)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('take a tap on the profile while its page is still being drawn, and give it to the app once it is live', async () => {
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    // The page is drawn in parts (app/start/own-page.ts): the tap comes the moment its second tab is in place,
    // before the rest of the page is.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const root = document.querySelector('#root[data-session]');
        const tab = root?.querySelectorAll<HTMLElement>('[role="tab"]')[1];
        if (!tab) return;
        observer.disconnect();
        sessionStorage.setItem('tapped while drawing', String(!root!.querySelector('footer')));
        tab.click();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await load(page, '/profile');
    await page.locator('h1').first().tap();
    await appLive(page);
    expect(await page.evaluate(() => sessionStorage.getItem('tapped while drawing'))).toBe('true');
    await expect.poll(() => page.getByRole('tab').nth(1).getAttribute('aria-selected')).toBe('true');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('take a tap on a tab before the app is live, and give it to the app once it is', async () => {
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    await load(page, '/profile');
    const tab = page.getByRole('tab').nth(1);
    const name = (await tab.textContent()) ?? '';
    expect(await tab.getAttribute('aria-selected')).toBe('false');
    await tab.tap();
    await appLive(page);
    await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it("a bid page: a rate typed before the app is live goes into the tab's draft, which a reload draws", async () => {
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    // What the page drew from the phone's clock while hydrating differed from the server's drawing (the
    // countdown did), and React drew the page afresh, without the typed rate.
    await readClockASecondApart(page);
    const path = `/tenders/${tender.id}/bid`;
    const { html, cacheControl } = await load(page, path);
    expect(cacheControl).toBe('private, no-store');
    expect(html).toContain('data-starts-app="interaction"');
    expect(html).toContain('Rate for item 1:');
    // The app's code arrives late, as on a slow phone: the rate is typed before it runs.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const rate = page.getByRole('textbox', { name: /^Rate for item 1:/ });
    await rate.tap();
    await page.keyboard.type('1250');
    expect(await isLive(page)).toBe(0);
    await appLive(page);
    const draftRates = () =>
      page.evaluate(
        (id) => Object.values(JSON.parse(sessionStorage.getItem(`bid-draft:${id}`) ?? '{}').rates ?? {}),
        tender.id,
      );
    await expect.poll(draftRates).toEqual(['1250']);
    expect(await rate.inputValue()).toBe('1250');
    await page.unrouteAll();
    // The tab keeps the draft: the server's empty form is not hydrated, the app draws the draft.
    await load(page, path);
    await expect.poll(() => rate.inputValue()).toBe('1250');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('keep the message the page before handed over through a reload, shown once the page is live', async () => {
    const { page, consoleErrors } = await logInOnPhone(other, true);
    await page.goto(stackUrl('/my-info/edit'));
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Ravi Kulkarni');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(stackUrl('/my-info'));
    await page.getByText(accountMessages.myInfoSaved).waitFor();
    // The browser keeps the router state across a reload; the server never sees it.
    await page.reload();
    await page.locator('h1').first().tap();
    await appLive(page);
    await page.getByText(accountMessages.myInfoSaved).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it("a session kept for the tab alone: the frame asks for the page again with the tab's session, drawn before any app script", async () => {
    const { page, consoleErrors } = await logInOnPhone(other, false);
    const { html, cacheControl } = await load(page, '/profile');
    expect(html).not.toContain('data-session');
    expect(cacheControl).not.toContain('private');
    await page.locator('#root[data-session][data-starts-app="interaction"]').waitFor();
    await page.getByText(companyOf(other)).first().waitFor();
    expect(await isLive(page), 'the app started before the visitor did anything').toBe(0);
    // Nothing of it went into the cookie the server reads on later visits (closing the tab ends it).
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('tender_session');
    await page.getByRole('tab').nth(1).tap();
    await appLive(page);
    await page.getByText(companyOf(other)).first().waitFor();
    // A hydration that did not match would have said so.
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it("a tab holding another account's session than the remembered one shows its own account's page", async () => {
    // Remembered as the bidder, then this tab alone signs in as the other account (its session storage).
    const { page, consoleErrors } = await logInOnPhone(bidder, true);
    const login = await call<{ token: string; user: unknown }>('POST', '/login', {
      body: { email: other.email, password: other.password },
    });
    await page.evaluate(
      ({ token, user }) => {
        sessionStorage.setItem('TOKEN', token);
        sessionStorage.setItem('USER', JSON.stringify(user));
      },
      { token: login.body.token, user: login.body.user },
    );
    const sent = await load(page, '/my-info');
    expect(sent.html).toContain(bidder.email);
    // The page the server rendered for the cookie is not this tab's: the tab's own takes its place.
    await page.getByText(other.email).first().waitFor();
    expect(await page.getByText(bidder.email).count()).toBe(0);
    await page.locator('h1').first().tap();
    await appLive(page);
    await page.getByText(other.email).first().waitFor();
    expect(await page.getByText(bidder.email).count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('a tab whose session the server does not take (a token whose signature is wrong) gets the app, which asks for a login', async () => {
    const login = await call<{ token: string; user: unknown }>('POST', '/login', {
      body: { email: other.email, password: other.password },
    });
    const forged = `${login.body.token.slice(0, login.body.token.lastIndexOf('.'))}.c2ln`;
    const opened = await openPage(browser(), '/', PHONE);
    await opened.page.evaluate(
      ({ token, user }) => {
        sessionStorage.setItem('TOKEN', token);
        sessionStorage.setItem('USER', JSON.stringify(user));
      },
      { token: forged, user: login.body.user },
    );
    await opened.page.goto(stackUrl('/profile'));
    await opened.page.waitForURL(/\/login/, { timeout: 20_000 });
    expect(await opened.page.getByText(companyOf(other)).count()).toBe(0);
    await opened.page.context().close();
  });
});
