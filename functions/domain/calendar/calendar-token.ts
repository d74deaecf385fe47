import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { positiveInteger, signedLink } from '../../platform/signed-link';

// The calendar feed's link is signed, not stored: `<account id>-<version>-<HMAC>.ics`, the HMAC
// (SHA-256, key derivedKey('calendar-feed')) over the two. It has no expiry (a calendar app polls
// it for months); it stops when the account makes a new link, which raises the stored version.

export type SignedCalendar = { accountId: number; version: number };

// The same shape as CALENDAR_TOKEN_PATTERN (shared/schemas/calendar.ts), which checks it at the edge.
const calendarLinks = signedLink({
  purpose: 'calendar-feed',
  fields: { accountId: positiveInteger(16), version: positiveInteger(9) },
});

/** What the feed's path ends with, for the calendar apps that go by the name; the token is what precedes it. */
const SUFFIX = '.ics';

export async function calendarToken(signed: SignedCalendar): Promise<string> {
  return calendarLinks.sign(signed);
}

/** The absolute feed URL a calendar app subscribes to. */
export async function calendarFeedUrl(signed: SignedCalendar): Promise<string> {
  return new URL(`${API_BASE_PATH}/calendar/${await calendarToken(signed)}${SUFFIX}`, config.SITE_URL).toString();
}

/** The account and version a token names, if its signature holds; undefined otherwise. */
export async function readCalendarToken(token: string): Promise<SignedCalendar | undefined> {
  return calendarLinks.verify(token.endsWith(SUFFIX) ? token.slice(0, -SUFFIX.length) : token);
}
