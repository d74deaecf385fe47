/// <reference lib="dom" />
// The accounts screens in Chromium against the local stack: forgot and reset password by mail, and
// Change Password (also forced after a one-time password). Shared setup in accounts-support.ts.
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@tender/shared/account-messages';
import { createAccount, latestMail, linkIn, uniqueEmail } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fillLogin, heading, logIn, logOut } from './accounts-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

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
