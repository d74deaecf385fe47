import { describe, expect, it } from 'vitest';
import { checkFormToken, FORM_TOKEN_LIFETIME_MS, isSameSitePost, issueFormToken } from './form-guard';

const SECRET = 'the-origin-verify-value';
const RENDERED_AT = Date.UTC(2026, 10, 26, 9, 0, 0);

describe('the page token of a form posted without the app', () => {
  const token = issueFormToken(SECRET, 'contact', RENDERED_AT);

  it('is valid from its render until its lifetime is over', () => {
    expect(checkFormToken(SECRET, 'contact', token, RENDERED_AT)).toBe('valid');
    expect(checkFormToken(SECRET, 'contact', token, RENDERED_AT + FORM_TOKEN_LIFETIME_MS)).toBe('valid');
  });

  it('has expired once older than its lifetime', () => {
    expect(checkFormToken(SECRET, 'contact', token, RENDERED_AT + FORM_TOKEN_LIFETIME_MS + 1)).toBe('expired');
  });

  it('is missing when the field is absent or empty', () => {
    expect(checkFormToken(SECRET, 'contact', null, RENDERED_AT)).toBe('missing');
    expect(checkFormToken(SECRET, 'contact', '', RENDERED_AT)).toBe('missing');
  });

  it('refuses a forged one: another key, another form, a changed time, garbage', () => {
    const [issuedAt, signature] = token.split('.') as [string, string];
    const later = (RENDERED_AT + 1000).toString(36);
    expect(
      checkFormToken(SECRET, 'contact', issueFormToken('another-secret', 'contact', RENDERED_AT), RENDERED_AT),
    ).toBe('invalid');
    expect(checkFormToken(SECRET, 'contact', issueFormToken(SECRET, 'login', RENDERED_AT), RENDERED_AT)).toBe(
      'invalid',
    );
    expect(checkFormToken(SECRET, 'contact', `${later}.${signature}`, RENDERED_AT)).toBe('invalid');
    expect(checkFormToken(SECRET, 'contact', `${issuedAt}.${signature.slice(1)}x`, RENDERED_AT)).toBe('invalid');
    expect(checkFormToken(SECRET, 'contact', `${issuedAt}.${signature}.more`, RENDERED_AT)).toBe('invalid');
    expect(checkFormToken(SECRET, 'contact', 'not a token', RENDERED_AT)).toBe('invalid');
  });

  it('refuses one dated far in the future (a forged time could otherwise live for ever)', () => {
    const ahead = issueFormToken(SECRET, 'contact', RENDERED_AT + 10 * 60 * 1000);
    expect(checkFormToken(SECRET, 'contact', ahead, RENDERED_AT)).toBe('invalid');
  });
});

describe('the origin check of a form post', () => {
  const site = 'https://tenders.example.in';

  it("accepts the site's own Origin, or without one its own Referer", () => {
    expect(isSameSitePost({ origin: site }, site)).toBe(true);
    expect(isSameSitePost({ origin: 'https://TENDERS.example.in' }, site)).toBe(true);
    expect(isSameSitePost({ referer: `${site}/contact-us?x=1` }, site)).toBe(true);
  });

  it('refuses another origin, even with a Referer of the site', () => {
    expect(isSameSitePost({ origin: 'https://evil.example' }, site)).toBe(false);
    expect(isSameSitePost({ origin: 'http://tenders.example.in' }, site)).toBe(false);
    expect(isSameSitePost({ origin: 'https://tenders.example.in.evil.example' }, site)).toBe(false);
    expect(isSameSitePost({ origin: 'https://evil.example', referer: `${site}/contact-us` }, site)).toBe(false);
    expect(isSameSitePost({ referer: 'https://evil.example/contact-us' }, site)).toBe(false);
  });

  it('refuses a post without Origin and Referer, an opaque origin, or an unknown site', () => {
    expect(isSameSitePost({}, site)).toBe(false);
    expect(isSameSitePost({ origin: 'null' }, site)).toBe(false);
    expect(isSameSitePost({ referer: 'not a url' }, site)).toBe(false);
    expect(isSameSitePost({ origin: site }, undefined)).toBe(false);
  });
});
