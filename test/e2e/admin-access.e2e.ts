/// <reference lib="dom" />
// The admin area in Chromium against the local stack: who gets in. A contractor is refused at
// /admin, a visitor is sent to the login page and back; on a 360 px phone the admin menu collapses.
// Shared setup in admin-support.ts.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { ADMIN, CONTRACTOR, heading, logIn } from './admin-support';
import { labelled, PHONE, unexpected } from './page-support';

const browser = useBrowser();

describe('admin area: who gets in', () => {
  it('refuses a contractor at /admin with a clear page, and shows no Admin Control Panel in the menu', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, CONTRACTOR);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'My Account' }).click();
    expect(await nav.getByRole('link', { name: 'Admin Control Panel' }).count()).toBe(0);
    await page.goto(stackUrl('/admin/tenders'));
    await heading(page, 'Not allowed');
    expect(await page.getByText('The Admin Control Panel is for administrators only.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(stackUrl('/dashboard'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor without a login from /admin to the login page, and back once the admin logs in', async () => {
    const { page } = await openPage(browser(), '/admin/settings');
    await heading(page, 'Login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/settings');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await labelled(page, 'Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(stackUrl('/admin/settings'), { timeout: 20_000 });
    await heading(page, 'Settings');
    await page.context().close();
  });

  it('on a 360 px phone the admin menu collapses behind a button and the page never scrolls sideways', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    await logIn(page, ADMIN);
    await page.goto(stackUrl('/admin/registrants'));
    await heading(page, 'Registrants');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link', { name: 'Payments' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Admin menu' }).click();
    await nav.getByRole('link', { name: 'Payments' }).click();
    await heading(page, 'Payments');
    expect(await nav.getByRole('link', { name: 'Payments' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
