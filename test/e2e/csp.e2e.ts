/// <reference lib="dom" />
// The site runs under the Content-Security-Policy CloudFront sends (shared/security-headers.ts): the
// local gateway sends the same headers, and openPage turns any violation into a console error, so
// every browser test (the payment dialog's included) fails on one.
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../shared/security-headers';
import { openPage, useBrowser, withoutScalarEvalProbe } from '../support/browser';
import { stackUrl } from '../support/stack-url';

const browser = useBrowser();

describe('security headers and Content-Security-Policy', () => {
  it('sends the shared security headers with the site', async () => {
    const response = await fetch(stackUrl('/tender/1'));
    const expected = securityHeaders();
    for (const name of ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(response.headers.get(name), name).toBe(expected[name]);
    }
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('permissions-policy')).toBe(expected['permissions-policy']);
  });

  it.each(['/', '/tender/1', '/active-tenders', '/login', '/contact-us', '/api-docs'])(
    '%s runs with no violation',
    async (pathname) => {
      const { page, consoleErrors } = await openPage(browser(), pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(pathname === '/api-docs' ? withoutScalarEvalProbe(consoleErrors) : consoleErrors).toEqual([]);
      await page.context().close();
    },
  );

  it('reports what the policy blocks (the net the other tests rely on catches)', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://cdn.example.com/tracker.js';
      document.head.append(script);
    });
    await expect.poll(() => consoleErrors.join('\n')).toContain('CSP violation: script-src');
    await page.context().close();
  });
});
