// /contact-us embeds OpenStreetMap's map, so the site's CSP (shared/security-
// headers.ts: the local gateway's and CloudFront's) allows exactly that one host as a frame beyond
// the site itself and Razorpay's checkout; still no page may frame the site.
import { describe, expect, it } from 'vitest';
import { RAZORPAY_CHECKOUT_SOURCES } from '@tender/shared/security-headers';
import { stackUrl } from '../support/stack-url';

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );

describe('the CSP of the pages frames OpenStreetMap only', () => {
  it.each(['/contact-us', '/', '/login'])('%s', async (pathname) => {
    const response = await fetch(stackUrl(pathname));
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      ...RAZORPAY_CHECKOUT_SOURCES.frame,
      'https://www.openstreetmap.org',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain('https://www.openstreetmap.org');
    expect(csp.get('img-src')).not.toContain('https://www.openstreetmap.org');
  });
});
