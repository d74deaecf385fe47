// Shared by the accounts-*.e2e.ts files: the login form, logout and the page's path. Accounts that a
// test changes are its own (created through the data layer or the sign-up form); the demo contractor
// only logs in and out.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stackUrl } from '../support/stack-url';
import { labelled } from './page-support';

export const DEMO = { email: 'contractor@example.com', password: 'Tender@2026' };

export async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

/** Ticks a checkbox from the keyboard, as a keyboard user would. */
export async function tick(page: Page, name: string | RegExp): Promise<void> {
  const box = page.getByRole('checkbox', { name });
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

export async function fillLogin(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await labelled(page, 'Password').fill(password);
  if (options.remember) await tick(page, 'Remember me');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logIn(page: Page, email: string, password: string, options: { remember?: boolean } = {}) {
  await page.goto(stackUrl('/login'));
  await fillLogin(page, email, password, options);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(stackUrl('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
