// The two checks a form posted to the web server passes before anything is sent on:
// the post comes from a page of this site (its Origin, else its Referer), and it carries a token the
// site put into the page it was typed in, not too long ago. A cross-site page can make a visitor's
// browser post, but neither send this site's Origin nor read the token out of this site's pages.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a rendered form may be sent from: a visitor may read and type for a while. */
export const FORM_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** A render time this far ahead of the clock is forged (or from a badly skewed clock): refused. */
const FUTURE_SLACK_MS = 60 * 1000;

export type TokenCheck = 'valid' | 'missing' | 'invalid' | 'expired';

/** The token's own key, derived from the secret so it serves this purpose only. */
const tokenKey = (secret: string) => createHmac('sha256', secret).update('form-token').digest();
const signature = (secret: string, form: string, issuedAt: string) =>
  createHmac('sha256', tokenKey(secret)).update(`${form}\n${issuedAt}`).digest('base64url');

/** `<render time, base 36>.<HMAC over the form's name and that time>`. */
export function issueFormToken(secret: string, form: string, renderedAt: number): string {
  const issuedAt = Math.floor(renderedAt).toString(36);
  return `${issuedAt}.${signature(secret, form, issuedAt)}`;
}

export function checkFormToken(
  secret: string,
  form: string,
  token: string | null | undefined,
  now: number,
): TokenCheck {
  if (!token) return 'missing';
  const [issuedAt, given, ...rest] = token.split('.');
  if (!issuedAt || !given || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return 'invalid';
  const expected = Buffer.from(signature(secret, form, issuedAt));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return 'invalid';
  const age = now - parseInt(issuedAt, 36);
  if (age < -FUTURE_SLACK_MS) return 'invalid';
  return age > FORM_TOKEN_LIFETIME_MS ? 'expired' : 'valid';
}

export type RequestHeaders = Record<string, string | undefined>;

/** The origin the post says it came from: its Origin header, else its Referer's origin. */
function postedFrom(headers: RequestHeaders): string | undefined {
  const origin = headers.origin;
  if (origin) return origin;
  const referer = headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when the post came from a page of `siteOrigin` (the address the visitor's browser used for
 * this site). A missing Origin and Referer, or an opaque one ('null': a sandboxed frame, a data:
 * page), is refused: every browser sends one or the other with a form post of its own site.
 */
export function isSameSitePost(headers: RequestHeaders, siteOrigin: string | undefined): boolean {
  const from = postedFrom(headers);
  if (!from || from === 'null' || !siteOrigin) return false;
  return from.toLowerCase() === siteOrigin.toLowerCase();
}
