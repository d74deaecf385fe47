/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getTenderInfo } from '@tender/functions/contracts/tenders';
import { openPage, useBrowser, withoutScalarEvalProbe } from '../support/browser';
import { stackUrl } from '../support/stack-url';

const browser = useBrowser();
const SCALAR_SCRIPT = /\/assets\/standalone-[\w-]+\.js$/;

/** Every URL the page asks for, from the moment this is called. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('API reference', () => {
  it('/api-docs lists the routes of the OpenAPI document, asking nothing of other sites', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/api-docs');
    const requests = requestsOf(page);
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('API reference');
    const reference = page.getByTestId('api-reference');
    await reference.getByText(getTenderInfo.summary).first().waitFor({ timeout: 30_000 });
    for (const tag of ['Tenders', 'Lookups', 'Contact']) {
      expect(await reference.getByText(tag, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(requests).toContain(stackUrl('/api/v1/openapi.json'));
    expect(requests.filter((url) => SCALAR_SCRIPT.test(new URL(url).pathname))).toHaveLength(1);
    expect(requests.filter((url) => !url.startsWith(stackUrl('/')) && !url.startsWith('data:'))).toEqual([]);
    expect(withoutScalarEvalProbe(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('is linked from the footer, and only that page loads the reference script and its styles', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/');
    const requests = requestsOf(page);
    await page.reload();
    const link = page.locator('footer').getByRole('link', { name: 'API reference' });
    expect(await link.getAttribute('href')).toBe('/api-docs');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => SCALAR_SCRIPT.test(new URL(url).pathname))).toEqual([]);

    await link.click();
    await page.waitForURL(stackUrl('/api-docs'));
    await page.getByTestId('api-reference').getByText(getTenderInfo.summary).first().waitFor({ timeout: 30_000 });
    expect(await page.locator('#scalar-style').count()).toBe(1);

    await page.goBack();
    await page.getByText('Open for bids now').waitFor();
    expect(await page.locator('#scalar-style').count()).toBe(0);
    expect(withoutScalarEvalProbe(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
