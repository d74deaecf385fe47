import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { launchChromium } from './chromium';
import { stackUrl } from './stack-url';

const resultsDir = path.resolve(import.meta.dirname, '..', '..', 'test-results');

/**
 * Scalar (the API reference on /api-docs) probes whether it may `eval`; the policy says no, and the
 * reference renders without it. The only violation a test may let through, and only on that page.
 */
export const SCALAR_EVAL_PROBE = 'CSP violation: script-src blocked eval';

/** Console errors other than Scalar's eval probe. */
export const withoutScalarEvalProbe = (errors: readonly string[]) =>
  errors.filter((error) => error !== SCALAR_EVAL_PROBE);

/** One Chromium per test file; call inside a describe block. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * A fresh page at `pathname`; when the test fails a full-page screenshot is kept in test-results/.
 * Console errors are collected so a test can assert the page ran cleanly. A concurrent test passes
 * its context's `onTestFailed`: the global one names whichever test started last.
 */
export async function openPage(
  browser: Browser,
  pathname: string,
  options: BrowserContextOptions = {},
  whenFailed: typeof onTestFailed = onTestFailed,
): Promise<{ page: Page; consoleErrors: string[]; consoleWarnings: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // Every Content-Security-Policy violation becomes a console error, which the tests assert away.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  whenFailed(async ({ task }) => {
    mkdirSync(resultsDir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true }).catch(() => undefined);
  });
  await page.goto(stackUrl(pathname));
  return { page, consoleErrors, consoleWarnings };
}
