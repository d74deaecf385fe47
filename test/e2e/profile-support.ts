/// <reference lib="dom" />
// Shared by the profile-*.e2e.ts files: a registered account logs in through the login form and edits
// the tabs of /profile; each Save validates first (an invalid tab sends nothing) and sends only that
// tab, and the PUTs the page sends are recorded.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { profileMessages } from '@tender/shared/profile-fields';
import { REGISTERED_PASSWORD } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { labelled, type Upload } from './page-support';

const SAVED = profileMessages.saved;

export async function heading(page: Page, name: string, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout: 20_000 });
}

export async function upload(scope: Locator, label: string, file: Upload): Promise<void> {
  await labelled(scope, label).setInputFiles(file);
  await scope.getByRole('button', { name: `Replace ${label}` }).waitFor({ timeout: 20_000 });
  await scope.getByText(file.name, { exact: true }).waitFor();
}

export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(stackUrl('/login'));
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(REGISTERED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });
}

export type Sent = { url: string; body: Record<string, unknown> };

/** Every PUT the page sends (the profile saves), with its JSON body. */
export function recordSaves(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') sent.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  return sent;
}

export const form = (page: Page, tab: string) => page.getByRole('form', { name: `${tab} form` });
export const region = (scope: Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** Opens a tab by its trigger; the URL keeps it. */
export async function openTab(page: Page, tab: string, slug: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === slug);
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
  return form(page, tab);
}

/** Save, then the server's message; answers the body sent. */
export async function save(page: Page, scope: Locator, sent: Sent[]): Promise<Sent> {
  const before = sent.length;
  await scope.getByRole('button', { name: 'Save' }).click();
  await scope.getByText(SAVED, { exact: true }).waitFor({ timeout: 20_000 });
  expect(sent.length).toBe(before + 1);
  return sent[sent.length - 1]!;
}

/** Save on an invalid tab: the message shows on the field and nothing is sent. */
export async function refusedBeforeSending(page: Page, scope: Locator, sent: Sent[], message: string): Promise<void> {
  const before = sent.length;
  await scope.getByRole('button', { name: 'Save' }).click();
  await scope.getByText(message, { exact: true }).first().waitFor();
  // The focus goes to the first field in error.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  expect(sent.length).toBe(before);
}

/** Reloads the page on the same tab and answers that tab's form once loaded. */
export async function reloadTab(page: Page, tab: string): Promise<Locator> {
  await page.reload();
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor({ timeout: 20_000 });
  return form(page, tab);
}

/**
 * View on a stored file opens it in a new tab from the bucket, as the type it was uploaded as. The
 * bucket's answer is read rather than the tab's document: a headless shell without a PDF viewer (the
 * npm registry's Chromium) saves a PDF instead of showing it, and so aborts the tab's navigation.
 */
export async function expectViewable(page: Page, scope: Locator, label: string, contentType: string): Promise<void> {
  const [popup, file] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', {
      // The new tab's answer, not the API call that gave the address.
      predicate: (response) => response.frame().page() !== page && new URL(response.url()).pathname.includes('/files/'),
      timeout: 20_000,
    }),
    scope.getByRole('button', { name: `View ${label}` }).click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe(contentType);
  expect(file.frame().page()).toBe(popup);
  // Left open (the test's context closes it): closing a tab while it is still showing the file hung
  // the headless shell for good when run as a non-root user.
}
