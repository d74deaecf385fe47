/// <reference lib="dom" />
// The accounts screens in Chromium against the local stack: login (with 'Remember me'), wrong
// password, logout and the route guards. Shared setup in accounts-support.ts.
import { describe, expect, it } from 'vitest';
import { createAccount, latestMail } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { DEMO, fillLogin, heading, logOut, pathOf } from './accounts-support';
import { unexpected } from './page-support';

const browser = useBrowser();

describe('login and logout', () => {
  it('logs the demo contractor in to the dashboard, shows My Account, and Logout ends the session', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await fillLogin(page, DEMO.email, DEMO.password);
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Contractor Dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('TOKEN'))).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('USER') ?? '{}').email)).toBe(DEMO.email);
    expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'My Account' }).click();
    for (const entry of ['Dashboard', 'My Info', 'Change Password']) {
      expect(await nav.getByRole('link', { name: entry, exact: true }).isVisible(), entry).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Admin Control Panel' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await logOut(page);
    expect(await page.evaluate(() => [sessionStorage.getItem('TOKEN'), sessionStorage.getItem('USER')])).toEqual([
      null,
      null,
    ]);
    await page.goto(stackUrl('/my-info'));
    await heading(page, 'Login');
    expect(pathOf(page)).toBe('/login?next=%2Fmy-info');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await fillLogin(page, DEMO.email, 'Not-the-password-1');
    await page.getByText('The provided credentials are not correct.').waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('TOKEN'))).toBeNull();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('names the empty fields before calling the server', async () => {
    const { page } = await openPage(browser(), '/login');
    await heading(page, 'Login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter email or mobile number').waitFor();
    await page.getByText('Please enter password').waitFor();
    await page.context().close();
  });

  it("keeps a 'Remember me' session in localStorage and shows the admin's Admin Control Panel on a phone", async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await fillLogin(page, 'admin@example.com', DEMO.password, { remember: true });
    // The dashboard sends an Admin on to the admin area, whose index goes on to its tender list: wait
    // for that last page, or the menu opened in between closes on the second redirect.
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 15_000 });
    await heading(page, 'Tenders');
    expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('TOKEN'))).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('header summary', { hasText: 'Open menu' }).tap();
    // The menu's panel: its links (navigation Mobile) and, signed in, Logout.
    const menu = page.locator('header details').filter({ has: page.getByRole('navigation', { name: 'Mobile' }) });
    for (const entry of ['Dashboard', 'My Info', 'Change Password', 'Admin Control Panel']) {
      await menu.getByRole('link', { name: entry, exact: true }).waitFor();
    }
    expect(await menu.getByRole('link', { name: 'Admin Control Panel' }).getAttribute('href')).toBe('/admin');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(stackUrl('/'));
    expect(await page.evaluate(() => localStorage.getItem('TOKEN'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('route guards', () => {
  it('sends a visitor to login and back to the page asked for', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/my-info');
    await heading(page, 'Login');
    expect(pathOf(page)).toBe('/login?next=%2Fmy-info');
    await fillLogin(page, DEMO.email, DEMO.password);
    await page.waitForURL(stackUrl('/my-info'));
    await heading(page, 'My Info');
    await page.getByText(DEMO.email).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/my-info/edit');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('sends an unverified account to Account not verified, where the mail can be sent again', async () => {
    const account = await createAccount({ verified: false });
    const { page, consoleErrors } = await openPage(browser(), '/dashboard');
    await fillLogin(page, account.email, account.password);
    await page.waitForURL(stackUrl('/email/verify-error'));
    await heading(page, 'Account not verified');
    await page.getByText('You need to verify your account. Please check your Inbox.').waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('We have sent verification mail again. Please check your inbox.').waitFor();
    await latestMail(account.email, 'Verify your account');
    // Change Password needs a login only, not a verified address.
    await page.goto(stackUrl('/change-password'));
    await heading(page, 'Change Password');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
