// The public pages are prerendered at build time (web/build/prerender.ts), and the data pages again
// on request with their data (web/server/data-pages.ts): a visitor sees the page, data included,
// before any script runs; the app starts only when the visitor acts (web/src/app/start/held-taps.ts)
// and then hydrates that HTML without a mismatch.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { pageMessages } from '@tender/shared/messages';
import { PRERENDERED_PAGES } from '@tender/shared/site-pages';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-call';
import { createAccount } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import {
  animationsWithoutKeyframes,
  appLive,
  changedLooks,
  deviceClockAhead,
  LOOKS,
  rememberLooks,
} from './page-support';

const browser = useBrowser();

/** The pages that wait for the visitor: not a signed-in visitor's own, which the app fills in at once. */
const waitingPages = PRERENDERED_PAGES.filter((page) => !page.signedIn).map((page) => page.renderPath);
/** Every page whose HTML differs: the signed-in visitor's pages share one frame, so one stands for them. */
const distinctPages = [...waitingPages, PRERENDERED_PAGES.find((page) => page.signedIn)!.renderPath];
/** A tender that does not exist: its page cannot be rendered whole, so it starts the app at load. */
const MISSING_TENDER = '/tender/999999';
const YEAR_MS = 366 * 24 * 3600 * 1000;

/** The scripts a page's HTML names (the entry and its small imports), as absolute URLs. */
async function entryScripts(pathname: string): Promise<string[]> {
  const html = await (await fetch(stackUrl(pathname))).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => stackUrl(match[1]!));
}

/** The app's own chunks the page has loaded, beyond its entry. */
const appScripts = (urls: readonly string[], entry: readonly string[]) =>
  urls.filter((url) => url.includes('/assets/') && !entry.includes(url));

/** What each prerendered page shows with JavaScript off: its heading and a line of its text. */
const firstView: Record<string, { heading?: string; text: string }> = {
  '/': {
    heading: 'Construction tenders, managed from notice to award',
    text: 'Creating world-class structures for India.',
  },
  '/active-tenders': { heading: 'Active Tenders', text: 'Tenders open for bids, soonest closing first.' },
  '/closed-tenders': {
    heading: 'Closed Tenders',
    text: 'Tenders whose bid submission has ended, now under evaluation',
  },
  '/cancelled-tenders': { heading: 'Cancelled Tenders', text: 'Tenders withdrawn by the inviting authority.' },
  '/retendered-tenders': { heading: 'Retendered Tenders', text: 'Tenders issued again with revised documents' },
  '/awarded-tenders': { heading: 'Results of Tenders', text: 'Awarded tenders, newest first' },
  // Rendered with the tender's details (tender 1 of the demo seed).
  '/tender/1': { text: 'Tender ID' },
  '/contact-us': { heading: 'Contact Us', text: 'Our tender desk answers every message' },
  '/about': { heading: 'About Us', text: 'Creating world-class structures for India.' },
  '/faq': { heading: 'Frequently Asked Questions', text: 'Answers to the questions contractors and buyers ask' },
  '/blogs': { heading: 'Blogs', text: 'Practical notes from our tender desk' },
  '/news-and-events': { heading: 'News and Events', text: 'Announcements from our office' },
  '/privacy-policy': { heading: 'Privacy Policy', text: 'Last updated: November 26, 2026' },
  '/terms-conditions': { heading: 'Terms & Conditions', text: 'These terms govern the use of this website' },
  '/refund-policy': { heading: 'Refund Policy', text: 'The registration fee, the 18% GST on it' },
  // The portal's forms: the form is there before any script.
  '/login': { heading: 'Login', text: 'Sign in to follow your tenders' },
  '/sign-up': { heading: 'Sign up', text: 'A Subscriber account is for following tenders' },
  '/forgot-password': { heading: 'Forgot password', text: 'we will mail you a link to set a new password' },
  '/reset-password': { heading: 'Reset password', text: 'Choose a new password of at least 9 characters.' },
  '/register/vendor': { heading: 'Register as Vendor', text: 'Vendor, Consultant, Supplier Registration Form' },
  '/quick-register/vendor': {
    heading: 'Quick Vendor Registration',
    text: 'Vendor, Consultant, Supplier Registration Form',
  },
  '/register/buyer': { heading: 'Register as Buyer', text: 'Registrations Form As a Buyer' },
  '/register-builder': { heading: 'Register as Builder', text: 'Builder Registration Form' },
  '/register-success': { heading: 'Thank you for registering with us!!', text: 'We have sent a verification email' },
  // A signed-in visitor's pages: their frame, which the app fills in (test/e2e/first-tap.e2e.ts).
  '/dashboard': { text: 'Loading...' },
  '/profile': { text: 'Loading...' },
  '/my-info': { text: 'Loading...' },
  '/my-bids': { text: 'Loading...' },
  '/tenders/1/bid': { text: 'Loading...' },
};

const firstTenderName = async (list: string) =>
  (await call<{ data: { project_name: string }[] }>('GET', `/tenders/${list}?limit=500`)).body.data[0]!.project_name;

/** What a data page shows of its data with JavaScript off: the API's answer, in the HTML. */
const dataShown: Record<string, () => Promise<string>> = {
  '/active-tenders': () => firstTenderName('active_tenders'),
  '/closed-tenders': () => firstTenderName('closed_tenders'),
  '/cancelled-tenders': () => firstTenderName('cancelled_tenders'),
  '/retendered-tenders': () => firstTenderName('re_tenders'),
  '/tender/1': async () =>
    (await call<{ data: { project_name: string } }>('GET', '/tenders/get_tender_info/1')).body.data.project_name,
};

/**
 * Serves `html` at / of a server of its own in pieces of 4 KB with pauses between them, as a slow
 * connection delivers a page (the browser paints what it has parsed so far); nothing else.
 */
async function trickle(html: string): Promise<{ url: string; close: () => void }> {
  const bytes = Buffer.from(html);
  const server = createServer(async (request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    for (let at = 0; at < bytes.length; at += 4096) {
      response.write(bytes.subarray(at, at + 4096));
      await pause(25);
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

describe('prerendered public pages', () => {
  it('covers every page the build prerenders', () => {
    expect(Object.keys(firstView).sort()).toEqual(PRERENDERED_PAGES.map((page) => page.renderPath).sort());
  });

  // The tests of one page each run a few at a time (they only read): much of each is waiting on a
  // page's network or a pause, and one at a time left the cores idle. Each asserts with its own
  // context's expect and failure hook, as concurrent tests must.
  it.concurrent.for(distinctPages)('%s shows its heading and text with JavaScript off', async (pathname, test) => {
    const { expect } = test;
    const { page } = await openPage(browser(), pathname, { javaScriptEnabled: false }, test.onTestFailed);
    const expected = firstView[pathname]!;
    const main = page.locator('main');
    if (expected.heading)
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(expected.heading);
    await expect(main.getByText(expected.text).first().isVisible()).resolves.toBe(true);
    // The header's navigation is there too, so a visitor can move on before the script arrives.
    await expect(page.getByRole('link', { name: 'PPC Tenders, home' }).isVisible()).resolves.toBe(true);
    const data = dataShown[pathname];
    if (data)
      await expect(
        main
          .getByText(await data())
          .first()
          .isVisible(),
      ).resolves.toBe(true);
    // Home picks which tenders it shows (open now, upcoming); each is a card linking to its page.
    if (pathname === '/') await expect(main.locator('a[href^="/tender/"]').count()).resolves.toBeGreaterThan(0);
    await page.context().close();
  });

  it.concurrent.for(distinctPages)(
    '%s does not shift while its HTML arrives on a slow connection (a phone)',
    async (pathname, { expect }) => {
      const html = await (await fetch(stackUrl(pathname))).text();
      const site = await trickle(html);
      const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(site.url);
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      } finally {
        await context.close();
        site.close();
      }
    },
  );

  it.concurrent.for(waitingPages)(
    '%s runs no app script until the visitor acts, then hydrates with no console error or warning',
    async (pathname, test) => {
      const { expect } = test;
      const { page, consoleErrors, consoleWarnings } = await openPage(browser(), pathname, {}, test.onTestFailed);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // Hydrated as if a year after it was rendered (the footer's year, a window's state, the home
      // page's open tenders): drawn from the page's own time, it still matches.
      await deviceClockAhead(page, YEAR_MS);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const entry = await entryScripts(pathname);
      expect(entry.length).toBeLessThanOrEqual(6);
      expect(appScripts(requests, entry)).toEqual([]);
      // A data page holds its answers: nothing is asked of the API before the visitor acts.
      expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
      await expect(page.locator('#root[data-app]').count()).resolves.toBe(0);
      await page.evaluate(rememberLooks, LOOKS);
      expect(await page.evaluate(animationsWithoutKeyframes)).toEqual([]);
      // A keyboard user's first Tab starts it.
      await page.keyboard.press('Tab');
      await appLive(page);
      expect(appScripts(requests, entry).length).toBeGreaterThan(0);
      // The page came with only the design tokens and keyframes it uses (first-paint-globals.ts); the app
      // brings the rest.
      expect(await page.evaluate(changedLooks, LOOKS)).toEqual([]);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-red-900'),
        ),
      ).not.toBe('');
      expect(consoleErrors).toEqual([]);
      expect(consoleWarnings).toEqual([]);
      await page.context().close();
    },
  );

  it('hydrates the markup the build rendered instead of replacing it, keeping a panel opened before', async () => {
    const { page } = await openPage(browser(), '/about');
    await page.waitForLoadState('networkidle');
    // A click with nothing before it (as a screen reader sends) opens the search (a native <details>)
    // at once and starts the app; hydration leaves the panel open.
    const search = page
      .locator('header details')
      .filter({ has: page.locator('summary', { hasText: 'Search tenders' }) });
    await search.locator('summary').dispatchEvent('click');
    expect(await search.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await appLive(page);
    expect(await search.getByRole('search', { name: 'Search tenders by ID' }).isVisible()).toBe(true);
    // React kept the root it hydrated; a fresh render would have dropped the build's attribute.
    await expect(page.locator('#root[data-prerendered][data-app="live"]').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('stops holding clicks when the app fails to load, so the page is no worse than without it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const failed = page.waitForEvent('pageerror');
    await page.goto(stackUrl('/about'));
    await page.keyboard.press('Tab');
    await failed;
    const notSwallowed = await page.evaluate(() =>
      document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    );
    expect(notSwallowed).toBe(true);
    await context.close();
  });

  it('starts the app at once on a page complete as built when a visitor is logged in (the header shows their account)', async () => {
    const account = await createAccount();
    const { body } = await call<{ token: string; user: unknown }>('POST', '/login', {
      body: { email: account.email, password: account.password },
    });
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((session) => {
      sessionStorage.setItem('TOKEN', session.token);
      sessionStorage.setItem('USER', JSON.stringify(session.user));
    }, body);
    const page = await context.newPage();
    await page.goto(stackUrl('/faq'));
    await appLive(page);
    await expect(page.locator('header summary', { hasText: 'My Account' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  // The tender lists' filter and the contact form work before the app: test/e2e/no-script-lists.e2e.ts
  // and no-script-enquiry.e2e.ts. Text typed before the app is live stays in the field and in the form's state.
  it('/contact-us takes typed text at once and keeps it once the app is live, hydrated without an error', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/contact-us');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await expect(form.getByLabel('Your name').isEnabled()).resolves.toBe(true);
    await form.getByLabel('Your name').fill('Kavita Shinde');
    await appLive(page);
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe('Kavita Shinde');
    // The app's own check (the page stays): every other field is missing, the typed name is not.
    await form.getByRole('button', { name: /send/i }).click();
    await form.getByText('Please enter your email.').waitFor();
    await expect(form.getByText('Please enter your name.').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("renders a tender that does not exist as a 404 that starts the app at once, asking for it before the app's code has loaded, once", async () => {
    const html = await fetch(stackUrl(MISSING_TENDER));
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('data-starts-app="load"');
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(stackUrl(MISSING_TENDER));
    await appLive(page);
    await expect(page.getByText(pageMessages.notFound).first().isVisible()).resolves.toBe(true);
    const entry = await entryScripts(MISSING_TENDER);
    const asked = requests.flatMap((url, index) =>
      url.endsWith('/api/v1/tenders/get_tender_info/999999') ? [index] : [],
    );
    const firstAppScript = requests.findIndex((url) => appScripts([url], entry).length > 0);
    expect(asked).toHaveLength(1);
    expect(firstAppScript).toBeGreaterThan(-1);
    expect(asked[0]).toBeLessThan(firstAppScript);
    await context.close();
  });

  it('renders a tender list for its query string (a page number), shown with JavaScript off and hydrated at the first move', async () => {
    const off = await openPage(browser(), '/active-tenders?page=2', { javaScriptEnabled: false });
    await expect(off.page.getByText(/^Page 2 of \d+$/).isVisible()).resolves.toBe(true);
    await off.page.context().close();
    const { page, consoleErrors, consoleWarnings } = await openPage(browser(), '/active-tenders?page=2');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(400, 300);
    await appLive(page);
    // Hydrated, not rendered afresh: the root keeps what the server wrote.
    await expect(page.locator('#root[data-prerendered][data-search="?page=2"]').count()).resolves.toBe(1);
    await expect(page.getByText(/^Page 2 of \d+$/).isVisible()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.context().close();
  });
});
