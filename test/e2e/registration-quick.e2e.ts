/// <reference lib="dom" />
// The quick vendor registration in Chromium against the local stack: the form with payment on a
// 360 px phone, then that vendor's first login with the mailed password, the forced password change
// and the verification link to the dashboard; a dismissed payment (alert, then home). Shared setup in
// registration-support.ts.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import { openPage, useBrowser } from '../support/browser';
import { uniqueContact } from '../support/registration-samples';
import { PHONE, unexpected } from './page-support';
import { expectRegistered, fillVendorBasics, firstLoginAndVerify, heading, payInDialog } from './registration-support';

const browser = useBrowser();

describe('quick vendor registration', () => {
  it('on a 360 px phone: Register and Pay validates, pays, saves by itself; the vendor then logs in, changes the mailed password, verifies and reaches the dashboard', async () => {
    const contact = uniqueContact('quick');
    const { page, consoleErrors } = await openPage(browser(), '/quick-register/vendor', PHONE);
    await heading(page, 'Vendor, Consultant, Supplier Registration Form', 2);
    const pay = page.getByRole('button', { name: 'Register and Pay 5,900 INR' });
    await pay.waitFor();
    expect(await page.getByRole('heading', { name: 'Pay to register' }).isVisible()).toBe(true);

    // The button validates first: nothing opens while the form has errors.
    await pay.click();
    await page.getByText('Please enter name of company.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await fillVendorBasics(page, contact);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await pay.click();
    await payInDialog(page, '5,900.00');
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await firstLoginAndVerify(page, contact.email, 'Contractor');
    await page.context().close();
  });

  it('dismissing the payment alerts that it was cancelled and goes home', async () => {
    const contact = uniqueContact('dismiss');
    const { page } = await openPage(browser(), '/quick-register/vendor');
    const pay = page.getByRole('button', { name: 'Register and Pay 5,900 INR' });
    await pay.waitFor();
    await fillVendorBasics(page, contact);
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await pay.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await alerted).toBe(paymentMessages.cancelled);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
