/// <reference lib="dom" />
// The accounts screens in Chromium against the local stack: My Info edit and two-factor set-up.
// Shared setup in accounts-support.ts.
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@tender/shared/account-messages';
import { createAccount, totpCode, uniqueMobile } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fillLogin, heading, logIn, logOut, tick } from './accounts-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

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
