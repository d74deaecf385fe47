// A remembered session's token, mirrored into a cookie, so the page server can
// render a signed-in visitor's own pages (shared/site-pages.ts, `signedIn`) with their data: the
// page then needs no script to show them. Only a remembered session has one ('Remember me' keeps the
// token in localStorage, which outlives the tab): a session kept for the tab alone must not reach a
// page opened after the tab was closed. The API never reads it (every call carries the bearer header,
// SPEC.md §7), so no cross-site request can use it, and SameSite=Strict keeps it off cross-site
// navigations too.

export const SESSION_COOKIE = 'tender_session';

/**
 * A tab's own session (sessionStorage, no cookie) reaches the page server in this header instead: the
 * entry asks for a signed-in page's frame again with it (web/src/app/start/own-page.ts). Not Authorization:
 * CloudFront signs the request to the renderer's Function URL in that one.
 */
export const SESSION_HEADER = 'x-session-token';

/** What a token is made of (base64url parts and dots): anything else in the cookie is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){2}$/;
const LONGEST_TOKEN = 4096;

/**
 * The session token among a request's cookies: a Cookie header (Node), or the list a Lambda
 * Function URL event carries; undefined when there is none or it is not shaped as a token.
 */
export function sessionTokenFrom(cookies: string | readonly string[] | undefined): string | undefined {
  if (!cookies) return undefined;
  const pairs = (typeof cookies === 'string' ? [cookies] : cookies).flatMap((header) => header.split(';'));
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    return tokenShaped(pair.slice(at + 1).trim());
  }
  return undefined;
}

function tokenShaped(value: string | undefined): string | undefined {
  return value !== undefined && value.length <= LONGEST_TOKEN && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * A page request's session: the tab's own (SESSION_HEADER), sent when the page asks for itself
 * (web/src/app/start/own-page.ts), or the remembered session's cookie, sent with every request.
 */
export type PageSession = { token: string; from: 'header' | 'cookie' };

/** The session a page request is rendered with: the header's when it carries a token, else the cookie's. */
export function pageSession(
  header: string | readonly string[] | undefined,
  cookies: string | readonly string[] | undefined,
): PageSession | undefined {
  const asked = tokenShaped(typeof header === 'string' ? header.trim() : undefined);
  if (asked) return { token: asked, from: 'header' };
  const remembered = sessionTokenFrom(cookies);
  return remembered ? { token: remembered, from: 'cookie' } : undefined;
}

/** A token's claims as written (not verified: the API verifies the token on every call). */
function claimsOf(token: string): Record<string, unknown> | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The account id a token names (its `sub`), for asking the API for that account with the token. */
export function tokenAccountId(token: string): number | undefined {
  const sub = claimsOf(token)?.sub;
  const id = typeof sub === 'string' && /^[1-9][0-9]{0,14}$/.test(sub) ? Number(sub) : undefined;
  return id !== undefined && Number.isSafeInteger(id) ? id : undefined;
}

/** Seconds until the token expires (its `exp`), 0 when it has or says nothing. */
export function tokenSecondsLeft(token: string, nowMs: number): number {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0;
}

/** The Set-Cookie-style text a browser writes with document.cookie: the token until it expires, or none. */
export function sessionCookieText(token: string | null, options: { secure: boolean; nowMs: number }): string {
  const maxAge = token ? tokenSecondsLeft(token, options.nowMs) : 0;
  const value = token && maxAge > 0 ? token : '';
  const secure = options.secure ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${value ? maxAge : 0}; SameSite=Strict${secure}`;
}
