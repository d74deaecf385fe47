import { SITE } from '@tender/shared/constants';
import { paths, sitePath } from '@tender/shared/site-paths';
import { describe, expect, it } from 'vitest';
import { config } from '../../platform/config';
import { mailBrandOf } from './mail-brand';
import { rebaseSiteLink, siteLink, siteLinkBase } from './site-url';

// Integration project: config (SITE_URL) is the test stack's. The brand itself is pure.

const deployed = (path: string) => new URL(path, config.SITE_URL).toString();

describe('the site URL of mail links', () => {
  it('is the setting when set, else the deployed address', () => {
    expect(siteLinkBase({ site_url: 'https://tenders.example.in' })).toBe('https://tenders.example.in');
    expect(siteLinkBase({ site_url: '  ' })).toBe(config.SITE_URL);
  });

  it('moves links to the site with their path, query and fragment, and leaves others alone', () => {
    const base = 'https://tenders.example.in';
    expect(rebaseSiteLink(deployed('/reset-password?token=a%2Fb#top'), base)).toBe(
      'https://tenders.example.in/reset-password?token=a%2Fb#top',
    );
    expect(rebaseSiteLink('https://www.openstreetmap.org/?mlat=1', base)).toBe('https://www.openstreetmap.org/?mlat=1');
    expect(rebaseSiteLink(deployed('/dashboard'), config.SITE_URL)).toBe(deployed('/dashboard'));
  });
});

describe('siteLink', () => {
  it('is the page on the deployed address', () => {
    expect(siteLink(sitePath(paths.tender, { id: 42 }))).toBe(`${new URL(config.SITE_URL).origin}/tender/42`);
    expect(siteLink(paths.myBids)).toBe(deployed('/my-bids'));
  });

  it('writes a query as the links built by hand before it did', () => {
    // The reset link set its token with searchParams.set; the unsubscribe link appended `?token=`.
    for (const token of ['Zm9v_YmFy-LTE', '3-0-kJ_x-9Q', 'a/b+c d&e=f']) {
      const reset = new URL('/reset-password', config.SITE_URL);
      reset.searchParams.set('token', token);
      expect(siteLink(paths.resetPassword, { token })).toBe(reset.toString());
    }
    const token = '3-0-kJ_xR2-9QwE';
    expect(siteLink(paths.alertsUnsubscribe, { token })).toBe(deployed(`/alerts/unsubscribe?token=${token}`));
  });
});

describe('mailBrandOf', () => {
  it('points at the uploaded logo on the site URL, with the office address', () => {
    const brand = mailBrandOf({
      site_logo: '/api/v1/site_logo/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60.png',
      site_url: 'https://tenders.example.in',
      office_address: 'Plot 7, Baner Road, Pune',
    });
    expect(brand).toMatchObject({
      siteName: SITE.name,
      logoUrl: 'https://tenders.example.in/api/v1/site_logo/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60.png',
      address: 'Plot 7, Baner Road, Pune',
    });
    expect(brand.siteLink?.(deployed('/my-bids'))).toBe('https://tenders.example.in/my-bids');
  });

  it('falls back to the built-in logo on the deployed address', () => {
    const brand = mailBrandOf({ site_logo: '', site_url: '', office_address: '' });
    expect(brand.logoUrl).toBe(deployed('/logo.svg'));
    expect(brand.address).toBe(SITE.address);
  });
});
