/// <reference lib="dom" />
// Chromium against the local stack: the Admin uploads a logo and changes the
// office phone on the settings page; the next visitor's header shows that logo (in its fixed box,
// under the site's CSP) and the phone; /contact-us embeds OpenStreetMap's map of the office over the
// drawn map. The Admin then puts the phone and the site's own logo back (other files read them).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { lockSettings } from '../support/settings-lock';
import { stackUrl } from '../support/stack-url';
import { ADMIN, heading, logIn, visitor } from './admin-support';
import { labelled, png, unexpected } from './page-support';

const browser = useBrowser();

const cspViolations = (errors: string[]) => errors.filter((line) => line.startsWith('CSP violation'));

/** Saves the settings form after `change`; a save over another file's meanwhile reloads and changes again. */
async function saveSettings(page: Page, change: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await change();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const outcome = await Promise.race([
      page
        .getByText('The settings were saved.')
        .waitFor({ timeout: 20_000 })
        .then(() => 'saved' as const),
      page
        .getByRole('button', { name: 'Reload the settings' })
        .waitFor({ timeout: 20_000 })
        .then(() => 'conflict' as const),
    ]);
    if (outcome === 'saved') return;
    await page.getByRole('button', { name: 'Reload the settings' }).click();
    await labelled(page, 'Office phone').waitFor();
  }
  throw new Error('the settings kept changing');
}

let unlockSettings: (() => Promise<void>) | undefined;
// The API's settings tests run beside this file: one of them at a time changes the settings.
beforeAll(async () => {
  unlockSettings = await lockSettings();
}, 200_000);
afterAll(() => unlockSettings?.());

describe('settings that show', () => {
  it('an uploaded logo and a new phone show in the header; the contact page maps the office', async () => {
    const { page: admin, consoleErrors } = await openPage(browser(), '/login');
    await logIn(admin, ADMIN);
    await admin.goto(stackUrl('/admin/settings'));
    await heading(admin, 'Settings');
    const phoneField = labelled(admin, 'Office phone');
    await phoneField.waitFor({ timeout: 20_000 });
    const before = await phoneField.inputValue();
    const phone = `+91 20 ${String(Math.floor(Math.random() * 1e8))
      .padStart(8, '0')
      .replace(/^(\d{4})/, '$1 ')}`;

    await saveSettings(admin, async () => {
      await labelled(admin, 'Office phone').fill(phone);
      await labelled(admin, 'New logo').setInputFiles(png('logo.png'));
      await admin.getByText('logo.png', { exact: true }).waitFor({ timeout: 20_000 });
    });

    const guest = await visitor(browser(), '/');
    const header = guest.page.getByRole('banner');
    await header.getByRole('link', { name: phone }).waitFor({ timeout: 20_000 });
    expect(await header.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replace(/ /g, '')}`);
    const logo = header.locator('img[data-site-logo]');
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/v1\/site_logo\/[0-9a-f-]{36}\.png$/);
    // Its box is fixed by the markup, whatever the image: nothing moves when it arrives.
    expect(await logo.getAttribute('width')).toBe('96');
    expect(await logo.getAttribute('height')).toBe('36');
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await guest.page.getByRole('contentinfo').getByText(phone).waitFor();
    expect(cspViolations(guest.consoleErrors)).toEqual([]);

    await guest.page.goto(stackUrl('/contact-us'));
    const map = guest.page.locator('iframe[title="Map of our office (OpenStreetMap)"]');
    await map.waitFor({ state: 'attached', timeout: 20_000 });
    const src = new URL((await map.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('marker')).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5}$/);
    expect(await map.getAttribute('loading')).toBe('lazy');
    // The drawn map lies beneath: what shows until the frame paints, or if OpenStreetMap is out of reach.
    const drawn = guest.page.locator('svg[data-drawn-map]');
    await drawn.waitFor({ state: 'attached' });
    expect(await drawn.getByText('Map of our office in Shivajinagar, Pune').count()).toBe(1);
    const open = guest.page.getByRole('link', { name: /Open the map/ });
    expect(await open.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    await guest.page.getByRole('main').getByText(phone).first().waitFor();
    expect(cspViolations(guest.consoleErrors)).toEqual([]);
    await guest.page.context().close();

    await saveSettings(admin, async () => {
      await labelled(admin, 'Office phone').fill(before);
      await admin.getByText("Go back to the site's own logo", { exact: true }).click();
      expect(await admin.getByLabel("Go back to the site's own logo").isChecked()).toBe(true);
    });
    const after = await visitor(browser(), '/');
    await after.page.getByRole('banner').getByRole('link', { name: before }).waitFor({ timeout: 20_000 });
    expect(await after.page.locator('header img[data-site-logo]').count()).toBe(0);
    await after.page.context().close();
    expect(unexpected(consoleErrors)).toEqual([]);
    await admin.context().close();
  });
});
