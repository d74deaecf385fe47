import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALENDAR_TOKEN_PATTERN } from '@tender/shared/schemas/calendar';
import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { derivedKey } from '../../platform/secrets';

// The calendar feed's link is signed, not stored: `<account id>-<version>-<HMAC>.ics`, the HMAC
// (SHA-256, key derivedKey('calendar-feed')) over the two. It has no expiry (a calendar app polls
// it for months); it stops when the account makes a new link, which raises the stored version.

export type SignedCalendar = { accountId: number; version: number };

async function signature(accountId: number, version: number): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('calendar-feed'))
    .update(`${accountId}.${version}`)
    .digest();
}

export async function calendarToken(signed: SignedCalendar): Promise<string> {
  const mac = await signature(signed.accountId, signed.version);
  return `${signed.accountId}-${signed.version}-${mac.toString('base64url')}`;
}

/** The absolute feed URL a calendar app subscribes to. */
export async function calendarFeedUrl(signed: SignedCalendar): Promise<string> {
  return new URL(`${API_BASE_PATH}/calendar/${await calendarToken(signed)}.ics`, config.SITE_URL).toString();
}

/** The account and version a token names, if its signature holds; undefined otherwise. */
export async function readCalendarToken(token: string): Promise<SignedCalendar | undefined> {
  const match = CALENDAR_TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, idText, versionText, macText] = match as unknown as [string, string, string, string];
  const signed = { accountId: Number(idText), version: Number(versionText) };
  const expected = await signature(signed.accountId, signed.version);
  const given = Buffer.from(macText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return signed;
}
