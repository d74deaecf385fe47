import { describe, expect, it } from 'vitest';
import { adminPaths, paths, sitePath } from './site-paths';

describe('sitePath', () => {
  it('fills each parameter of a path', () => {
    expect(sitePath(paths.tender, { id: 5 })).toBe('/tender/5');
    expect(sitePath(paths.evaluation, { id: '12' })).toBe('/tenders/12/evaluation');
    expect(sitePath(adminPaths.enquiry, { id: 7 })).toBe('/admin/enquiries/7');
    expect(sitePath(paths.myTender, { id: 3 })).toBe('/my-tenders/3');
  });

  it('encodes each value as one path segment', () => {
    expect(sitePath(paths.emailVerify, { verify_url: 'a/b c?d#e%' })).toBe('/email/verify/a%2Fb%20c%3Fd%23e%25');
    // The signed tokens the mails carry (base64url, '-' between fields) pass as they are.
    expect(sitePath(paths.emailVerify, { verify_url: '12-1765000000-Ab_c-Z9' })).toBe(
      '/email/verify/12-1765000000-Ab_c-Z9',
    );
  });

  it('takes a path without parameters as it is', () => {
    expect(sitePath(paths.myBids)).toBe('/my-bids');
  });

  it('needs every parameter of the path', () => {
    // @ts-expect-error: a path with :id needs its id.
    expect(() => sitePath(paths.tender)).toThrow(/:id/);
    // @ts-expect-error: and only its own parameters.
    expect(() => sitePath(paths.tender, { tender: 5 })).toThrow(/:id/);
    // @ts-expect-error: a path without parameters takes none.
    sitePath(paths.myBids, { id: 1 });
  });
});
