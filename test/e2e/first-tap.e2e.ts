/// <reference lib="dom" />
// A page is usable before its app is. A tap on a field before the app starts is never lost
// (the field keeps the focus and the typed text, and the form sends what was typed), an app-only
// form pressed early is sent once the app is live (never natively, which would put the password in
// the address), and a signed-in visitor's page shows its frame at once and fills in (with a session
// kept for the tab, the page the server renders for it: web/src/app/start/own-page.ts). The figures
// (how fast the first tap answers) are in the bench: scripts/bench/first-tap.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-call';
import { createAccount } from '../support/accounts';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { appLive, holdAppStart, jpeg, labelled } from './page-support';

const browser = useBrowser();

/** A login's token and user, as the app keeps them in the session. */
async function sessionOf(account: Bidder): Promise<{ token: string; user: unknown }> {
  const { status, body } = await call<{ token: string; user: unknown }>('POST', '/login', {
    body: { email: account.email, password: account.password },
  });
  expect(status).toBe(200);
  return body;
}

const isLive = (page: Page) => page.locator('#root[data-app="live"]').count();

/** A phone, whose app stays unloaded until `release` (its entry's import of the app is held). */
async function phoneWithAppHeld(): Promise<{ context: BrowserContext; page: Page; release: () => Promise<void> }> {
  const context = await browser().newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const release = await holdAppStart(context);
  const page = await context.newPage();
  return { context, page, release };
}

describe('the first tap, before the app has started', () => {
  it('keeps the focus and the text typed into a login field, and logs in with what was typed', async () => {
    const account = await createAccount();
    const { context, page, release } = await phoneWithAppHeld();
    await page.goto(stackUrl('/login'));
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.tap();
    await page.keyboard.type(account.email);
    const password = labelled(page, 'Password');
    await password.tap();
    await page.keyboard.type(account.password.slice(0, 4));
    expect(await isLive(page)).toBe(0);

    await release();
    await appLive(page);
    // Hydration kept the field, its focus and its text; the next keys go on where the visitor was.
    expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type(account.password.slice(4));
    expect(await email.inputValue()).toBe(account.email);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await context.close();
  });

  it('sends an app-only form pressed before the app is live once it is, never natively', async () => {
    const account = await createAccount();
    const { context, page, release } = await phoneWithAppHeld();
    await page.goto(stackUrl('/login'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await labelled(page, 'Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await page.waitForTimeout(300);
    // Held: a native GET would have put the password in the address.
    expect(new URL(page.url()).search).toBe('');
    await release();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await context.close();
  });

  it('uploads a file picked before the app is live once it is', async () => {
    const { context, page, release } = await phoneWithAppHeld();
    await page.goto(stackUrl('/register/buyer'));
    const director = page.getByRole('region', { name: "Director's Details", exact: true });
    // As a person picks it: the tap opens the phone's picker, as it does in plain HTML.
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), labelled(director, 'Photo').tap()]);
    await picker.setFiles(jpeg('director.jpg'));
    expect(await isLive(page)).toBe(0);

    await release();
    await director.getByRole('button', { name: 'Replace Photo' }).waitFor({ timeout: 20_000 });
    expect(await director.getByText('director.jpg', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('a signed-in page', () => {
  it("shows its frame in the HTML, then the page the server renders for the tab's session, which the first tap makes live", async () => {
    const account = await createAccount();
    const { body } = await call<{ token: string; user: unknown }>('POST', '/login', {
      body: { email: account.email, password: account.password },
    });
    const html = await (await fetch(stackUrl('/my-info'))).text();
    expect(html).toContain('data-starts-app="load"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain(account.email);

    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript((session) => {
      sessionStorage.setItem('TOKEN', session.token);
      sessionStorage.setItem('USER', JSON.stringify(session.user));
    }, body);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(stackUrl('/my-info'));
    await page.getByText(account.email).first().waitFor({ timeout: 20_000 });
    expect(await isLive(page), 'the app started before the visitor did anything').toBe(0);
    await page.locator('h1').first().click();
    await appLive(page);
    await page.getByText(account.email).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session from its frame to the login, and back afterwards', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(stackUrl('/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await context.close();
  });

  it("the bid page: the server renders the public tender's header, nothing of a bid, until the tab's session asks", async () => {
    const [bidder, tender] = await Promise.all([contractor(), openTender()]);
    const html = await (await fetch(stackUrl(`/tenders/${tender.id}/bid`))).text();
    expect(html).toContain('data-starts-app="load"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${tender.project_name}</h1>`));
    // Nothing of any visitor's bid: the server has no session, and asks only for the public tender.
    expect(html).not.toContain('bids/mine');
    expect(html).not.toContain('can_bid');

    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Without a session: from the header to the login, and back afterwards.
    await page.goto(stackUrl(`/tenders/${tender.id}/bid`));
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/tenders/${tender.id}/bid`);
    // With one: the header hydrates as it was rendered, and the bid is asked for.
    await context.addInitScript(
      (session) => {
        sessionStorage.setItem('TOKEN', session.token);
        sessionStorage.setItem('USER', JSON.stringify(session.user));
      },
      await sessionOf(bidder),
    );
    // With one: the page asks the server for itself with the tab's session (the bid's start), then the
    // first tap makes it live.
    await page.goto(stackUrl(`/tenders/${tender.id}/bid`));
    await page.getByRole('button', { name: 'Start a bid' }).waitFor({ timeout: 20_000 });
    expect(await isLive(page)).toBe(0);
    await page.locator('h1').first().click();
    await appLive(page);
    await page.getByText(/^Time left /).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
