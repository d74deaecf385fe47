import { describe, expect, it } from 'vitest';
import { pageSession, sessionCookieText, sessionTokenFrom, tokenAccountId, tokenSecondsLeft } from './session-cookie';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const token = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'c2ln'].join('.');
const live = token({ sub: '42', exp: NOW / 1000 + 600 });

describe('the session cookie', () => {
  it('finds the token in a Cookie header or a Function URL event’s list, and nothing that is not a token', () => {
    expect(sessionTokenFrom(`theme=dark; tender_session=${live}; other=1`)).toBe(live);
    expect(sessionTokenFrom(['theme=dark', `tender_session=${live}`])).toBe(live);
    expect(sessionTokenFrom(undefined)).toBeUndefined();
    expect(sessionTokenFrom('theme=dark')).toBeUndefined();
    expect(sessionTokenFrom('tender_session=')).toBeUndefined();
    expect(sessionTokenFrom('tender_session=<script>.a.b')).toBeUndefined();
    expect(sessionTokenFrom(`tender_session=${'a'.repeat(5000)}.b.c`)).toBeUndefined();
  });

  it("renders a page with the tab's own session when it asks with one, else with the remembered one", () => {
    const other = token({ sub: '7', exp: NOW / 1000 + 600 });
    expect(pageSession(other, `tender_session=${live}`)).toEqual({ token: other, from: 'header' });
    expect(pageSession(undefined, `tender_session=${live}`)).toEqual({ token: live, from: 'cookie' });
    expect(pageSession(undefined, undefined)).toBeUndefined();
    // A header that is not a token is no session, and does not hide the cookie's.
    expect(pageSession('<script>.a.b', `tender_session=${live}`)).toEqual({ token: live, from: 'cookie' });
    expect(pageSession(['a', 'b'], undefined)).toBeUndefined();
  });

  it('reads the account id and the time left from the claims, without trusting anything else', () => {
    expect(tokenAccountId(live)).toBe(42);
    expect(tokenAccountId(token({ sub: '0' }))).toBeUndefined();
    expect(tokenAccountId(token({ sub: 'admin' }))).toBeUndefined();
    expect(tokenAccountId('not.a.token')).toBeUndefined();
    expect(tokenSecondsLeft(live, NOW)).toBe(600);
    expect(tokenSecondsLeft(token({ exp: NOW / 1000 - 5 }), NOW)).toBe(0);
    expect(tokenSecondsLeft(token({}), NOW)).toBe(0);
  });

  it('is written for the whole site, same-site only, until the token expires; an expired token removes it', () => {
    expect(sessionCookieText(live, { secure: true, nowMs: NOW })).toBe(
      `tender_session=${live}; Path=/; Max-Age=600; SameSite=Strict; Secure`,
    );
    expect(sessionCookieText(live, { secure: false, nowMs: NOW + 600_000 })).toBe(
      'tender_session=; Path=/; Max-Age=0; SameSite=Strict',
    );
    expect(sessionCookieText(null, { secure: false, nowMs: NOW })).toBe(
      'tender_session=; Path=/; Max-Age=0; SameSite=Strict',
    );
  });
});
