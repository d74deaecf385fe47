/// <reference lib="dom" />
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';

const browser = useBrowser();

function env(name: 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_API_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through vitest with the stack setup.`);
  return value;
}

/** An order made server-side, as the payment handler will make it, with the real SDK. */
async function createOrder(amount: number): Promise<string> {
  const client = new Razorpay({ key_id: env('RAZORPAY_KEY_ID'), key_secret: env('RAZORPAY_KEY_SECRET') });
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    env('RAZORPAY_API_URL');
  return (await client.orders.create({ amount, currency: 'INR', receipt: 'e2e' })).id;
}

type CheckoutEvents = {
  paid?: Record<string, string>;
  dismissed?: boolean;
  failed?: { error: Record<string, unknown> };
};
declare global {
  interface Window {
    Razorpay: new (options: Record<string, unknown>) => {
      open(): void;
      on(event: string, callback: (response: unknown) => void): void;
    };
    checkoutEvents: CheckoutEvents;
  }
}

/** Loads the sandbox checkout script into the page and opens the dialog for `orderId`, as the SPA will. */
async function openCheckout(page: Page, orderId: string): Promise<void> {
  await page.addScriptTag({ url: '/sandbox/razorpay/checkout.js' });
  await page.evaluate(
    ({ key, orderId }) => {
      window.checkoutEvents = {};
      const checkout = new window.Razorpay({
        key,
        amount: 590000,
        currency: 'INR',
        name: 'Tender Marketplace',
        description: 'Contractor registration fee',
        order_id: orderId,
        prefill: { name: 'Kavita Shinde', email: 'kavita@example.com', contact: '9822012345' },
        theme: { color: '#0b5394' },
        handler: (response: Record<string, string>) => {
          window.checkoutEvents.paid = response;
        },
        modal: {
          ondismiss: () => {
            window.checkoutEvents.dismissed = true;
          },
        },
      });
      checkout.on('payment.failed', (response) => {
        window.checkoutEvents.failed = response as CheckoutEvents['failed'];
      });
      checkout.open();
    },
    { key: env('RAZORPAY_KEY_ID'), orderId },
  );
}

const events = (page: Page) => page.evaluate(() => window.checkoutEvents);

describe('payment sandbox checkout dialog', () => {
  it('pays by keyboard and hands the handler a signature that verifies with the key secret', async () => {
    const orderId = await createOrder(590000);
    const { page, consoleErrors } = await openPage(browser(), '/about');
    await openCheckout(page, orderId);

    const dialog = page.getByRole('dialog', { name: 'Tender Marketplace' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByText('Local payment sandbox: no money moves.').isVisible()).toBe(true);
    expect(await dialog.getByText('Contractor registration fee').isVisible()).toBe(true);
    const payButton = dialog.getByRole('button', { name: 'Pay ₹5,900.00' });
    // Focus moves into the dialog and lands on Pay once the order is loaded.
    await expect.poll(() => payButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    await expect.poll(async () => (await events(page)).paid).toBeDefined();
    const paid = (await events(page)).paid!;
    expect(paid.razorpay_order_id).toBe(orderId);
    const payment = { order_id: paid.razorpay_order_id!, payment_id: paid.razorpay_payment_id! };
    expect(validatePaymentVerification(payment, paid.razorpay_signature!, env('RAZORPAY_KEY_SECRET'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('Cancel closes the dialog and calls modal.ondismiss; Escape does the same', async () => {
    const orderId = await createOrder(10000);
    const { page } = await openPage(browser(), '/about');
    await openCheckout(page, orderId);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Pay ₹100.00' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await events(page)).dismissed).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await openCheckout(page, orderId);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await events(page)).dismissed).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await events(page)).paid).toBeUndefined();
    await page.context().close();
  });

  it('Simulate failed payment calls payment.failed and keeps the dialog open for a retry, on a 360 px phone', async () => {
    const orderId = await createOrder(590000);
    const { page } = await openPage(browser(), '/about', {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await openCheckout(page, orderId);
    const dialog = page.getByRole('dialog');
    const payButton = dialog.getByRole('button', { name: 'Pay ₹5,900.00' });
    await payButton.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    await dialog.getByRole('button', { name: 'Simulate failed payment' }).click();
    await expect.poll(async () => (await events(page)).failed).toBeDefined();
    expect((await events(page)).failed!.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: 'payment_failed',
      metadata: { order_id: orderId },
    });
    await dialog.getByRole('alert').getByText('Payment failed').waitFor();

    // Razorpay lets the customer retry in the same dialog.
    await payButton.click();
    await expect.poll(async () => (await events(page)).paid?.razorpay_order_id).toBe(orderId);
    await page.context().close();
  });
});
