/// <reference lib="dom" />
// The accounts screens in Chromium against the local stack: login (with 'Remember me' and the
// two-factor code), wrong password, logout, the route guards, sign-up verified by its mailed link,
// forgot and reset password by mail, My Info edit, two-factor set-up, Change Password.
// Accounts that a test changes are its own (created through the data layer or the sign-up form);
// the demo contractor only logs in and out.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@tender/shared/account-messages';
import { createAccount, latestMail, linkIn, totpCode, uniqueEmail, uniqueMobile } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';

const browser = useBrowser();

const DEMO = { email: 'contractor@example.com', password: 'Tender@2026' };

/** Chromium logs every 4xx answer as a console error; a test that expects one ignores those lines. */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource/.test(line));

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

/** The control labelled exactly `label` (a required field's label ends with a '*' the page hides from readers). */
function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/** Ticks a checkbox from the keyboard, as a keyboard user would. */
async function tick(page: Page, name: string | RegExp): Promise<void> {
  const box = page.getByRole('checkbox', { name });
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

async function fillLogin(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await labelled(page, 'Password').fill(password);
  if (options.remember) await tick(page, 'Remember me');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.goto(stackUrl('/login'));
  await fillLogin(page, email, password, options);
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(stackUrl('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

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
    await nav.getByRole('button', { name: 'My Account' }).click();
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
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

describe('sign-up and email verification', () => {
  it('creates an account in the form and verifies it by the mailed link after logging in', async () => {
    const email = uniqueEmail('signup');
    const password = 'Sign-up-e2e-2026';
    const { page, consoleErrors } = await openPage(browser(), '/sign-up');
    await heading(page, 'Sign up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter username',
      'Please enter email address',
      'Please enter password',
      'Please confirm the password',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sneha Kulkarni');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`sneha.${Date.now()}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await labelled(page, 'Password').fill(password);
    await labelled(page, 'Repeat password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please make sure your password match').waitFor();
    await labelled(page, 'Repeat password').fill(password);
    await tick(page, /I agree to the/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(m.signUpDone).waitFor();
    expect(await page.getByRole('button', { name: /google|facebook|github/i }).count()).toBe(0);

    const link = linkIn(await latestMail(email, 'Verify your account'), '/email/verify/');
    // The mailed link itself opens the site (a dot in its last segment once made hosts treat it as a file).
    const opened = await page.goto(link.href);
    expect(opened?.status(), `the mailed link ${link.pathname} must open the site`).toBe(200);
    await heading(page, 'Login');
    expect(new URLSearchParams(new URL(page.url()).search).get('next')).toBe(link.pathname);
    await fillLogin(page, email, password);
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Subscriber Dashboard');
    await page.getByText('Your account is verified.').waitFor();
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('USER') ?? '{}').email_verified_at),
    ).toBeTruthy();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('shows the server message and the resend link for a link that is not valid', async () => {
    const account = await createAccount({ verified: false });
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await fillLogin(page, account.email, account.password);
    await heading(page, 'Account not verified');
    await page.goto(stackUrl('/email/verify/not-a-link-we-sent'));
    await heading(page, 'Verify your account');
    await page.getByText(m.verifyLinkError).first().waitFor();
    expect(await page.getByRole('button', { name: 'Resend verification email' }).isVisible()).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; the new password works and the old one does not', async () => {
    const account = await createAccount();
    const newPassword = 'Reset-by-mail-2026';
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await heading(page, 'Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('We have sent you an email with reset password link. Please check it.').waitFor();

    const link = linkIn(await latestMail(account.email, 'Reset your password'), '/reset-password');
    await page.goto(stackUrl(link.pathname + link.search));
    await heading(page, 'Reset password');
    const form = page.getByRole('form', { name: 'Reset password' });
    expect((await form.boundingBox())?.width).toBeLessThanOrEqual(500);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await labelled(form, 'Password').fill('short');
    await labelled(form, 'Confirm Password').fill('other');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Minimum length of password should be 9 characters.').waitFor();
    await form.getByText('Passwords do not match.').waitFor();
    await labelled(form, 'Password').fill(newPassword);
    await labelled(form, 'Confirm Password').fill(newPassword);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(stackUrl('/login'));
    await page.getByText(m.resetDone).waitFor();

    await fillLogin(page, account.email, account.password);
    await page.getByText('The provided credentials are not correct.').waitFor();
    await fillLogin(page, account.email, newPassword);
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Contractor Dashboard');

    // The link works once: used again, the alert above the form says so.
    await page.goto(stackUrl(link.pathname + link.search));
    await heading(page, 'Reset password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await labelled(page, 'Password').fill('Another-pass-2026');
    await labelled(page, 'Confirm Password').fill('Another-pass-2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText(m.resetTokenInvalid).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('says so for an address nobody registered', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/forgot-password');
    await heading(page, 'Forgot password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Provided email address does not exists.').first().waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});

describe('My Info', () => {
  it('edits name and mobile; a new mobile asks for the current password', async () => {
    const account = await createAccount();
    const mobile = uniqueMobile();
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, account.email, account.password);
    await page.goto(stackUrl('/my-info'));
    await heading(page, 'My Info');
    await page.getByText(account.email).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await heading(page, 'Edit My Info');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe(account.name);
    expect(await labelled(page, 'Current password').count()).toBe(0);
    await name.fill('  Asha Pawar  ');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter valid mobile number').waitFor();
    await page.getByText('Please enter your current password.').waitFor();
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
    await labelled(page, 'Current password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(m.currentPasswordWrong).waitFor();
    await labelled(page, 'Current password').fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(stackUrl('/my-info'));
    await page.getByText(m.myInfoSaved).waitFor();
    await page.getByText('Asha Pawar', { exact: true }).waitFor();
    await page.getByText(mobile).waitFor();
    // The menu and the stored user follow.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('USER') ?? '{}').name)).toBe('Asha Pawar');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(stackUrl('/my-info'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('turns two-factor on with the QR code and a code; the next login asks for the code', async () => {
    const account = await createAccount();
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, account.email, account.password);
    await page.goto(stackUrl('/my-info/edit'));
    await heading(page, 'Edit My Info');
    await tick(page, 'Enable two Factor Authentication');
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(m.otpRequired).first().waitFor();
    await page.getByRole('textbox', { name: 'Authentication code', exact: true }).fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(stackUrl('/my-info'));
    await page.getByText(m.twoFactorEnabled).waitFor();
    await logOut(page);

    await page.goto(stackUrl('/login'));
    await fillLogin(page, account.email, account.password);
    const code = page.getByRole('textbox', { name: 'Authentication code', exact: true });
    await code.waitFor();
    await page.getByText(m.otpRequired).waitFor();
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(m.otpInvalid).first().waitFor();
    // The next 30-second step: the code used to turn two-factor on cannot be used twice.
    await code.fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Contractor Dashboard');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});

describe('Change Password', () => {
  it('changes the password with the current one; the old one stops working', async () => {
    const account = await createAccount();
    const newPassword = 'Changed-in-e2e-2026';
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, account.email, account.password);
    await page.goto(stackUrl('/change-password'));
    await heading(page, 'Change Password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please create a password.').waitFor();
    await page.getByText('Please confirm password.').waitFor();
    await page.getByText('Please enter your current password.').waitFor();
    await labelled(page, 'Create a new password').fill(newPassword);
    await labelled(page, 'Confirm password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter correct password.').waitFor();
    await labelled(page, 'Confirm password').fill(newPassword);
    await labelled(page, 'Current password').fill(account.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(m.changeDone).waitFor();
    expect(await labelled(page, 'Create a new password').inputValue()).toBe('');
    await logOut(page);

    await page.goto(stackUrl('/login'));
    await fillLogin(page, account.email, account.password);
    await page.getByText('The provided credentials are not correct.').waitFor();
    await fillLogin(page, account.email, newPassword);
    await page.waitForURL(stackUrl('/dashboard'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('sends an account with a one-time password to Change Password first, without asking for it', async () => {
    const account = await createAccount({ mustChangePassword: true });
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await fillLogin(page, account.email, account.password);
    await page.waitForURL(stackUrl('/change-password?next=%2Fdashboard'));
    await heading(page, 'Change Password');
    expect(await labelled(page, 'Current password').count()).toBe(0);
    await labelled(page, 'Create a new password').fill('Own-password-2026');
    await labelled(page, 'Confirm password').fill('Own-password-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(stackUrl('/dashboard'));
    await page.getByText(m.changeDone).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
