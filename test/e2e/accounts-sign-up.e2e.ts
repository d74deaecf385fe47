/// <reference lib="dom" />
// The accounts screens in Chromium against the local stack: sign-up verified by its mailed link, and
// a verification link that is not valid. Shared setup in accounts-support.ts.
import { describe, expect, it } from 'vitest';
import { privacyConsentField } from '@tender/shared/registration-fields';
import { accountMessages as m } from '@tender/shared/account-messages';
import { createAccount, latestMail, linkIn, uniqueEmail } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fillLogin, heading, tick } from './accounts-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

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
    await tick(page, privacyConsentField.label);
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
