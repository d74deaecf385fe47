import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// The kinds' modules read the configuration when imported; a fixed key per purpose stands in for
// the secret, so the tokens below can be computed again by hand.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'table';
  process.env.UPLOADS_BUCKET ??= 'bucket';
});
const keyOf = (purpose: string) =>
  createHmac('sha256', 'k'.repeat(40)).update(`tender-marketplace:${purpose}`).digest();
vi.mock('./secrets', () => ({ derivedKey: async (purpose: string) => keyOf(purpose) }));

const { epochSeconds, lowerHex, naturalNumber, positiveInteger, sameMac, signedLink } = await import('./signed-link');

const macOf = (purpose: string, text: string) => createHmac('sha256', keyOf(purpose)).update(text).digest('base64url');

const now = new Date('2026-12-07T12:00:00.500Z');
const later = new Date('2026-12-14T12:00:00Z');

const exporting = signedLink({
  purpose: 'data-export',
  fields: { accountId: positiveInteger(16), exportId: lowerHex(32), expiresAt: epochSeconds },
  expiresAt: 'expiresAt',
});
const unsubscribing = signedLink({
  purpose: 'alerts-unsubscribe',
  fields: { searchId: naturalNumber(15), userId: positiveInteger(15) },
});
const exportId = 'a'.repeat(32);

describe('signedLink', () => {
  it('reads back what it signed, the fields joined by dashes before the MAC', async () => {
    const token = await exporting.sign({ accountId: 42, exportId, expiresAt: later });
    const seconds = later.getTime() / 1000;
    expect(token).toBe(`42-${exportId}-${seconds}-${macOf('data-export', `42.${exportId}.${seconds}`)}`);
    expect(await exporting.verify(token, { now })).toEqual({ accountId: 42, exportId, expiresAt: later });
    expect(exporting.parse(token)).toEqual({ accountId: 42, exportId, expiresAt: later });
  });

  it('signs bound values without carrying them, and refuses the token for other ones', async () => {
    const token = await unsubscribing.sign({ searchId: 0, userId: 7 }, ['a@example.com']);
    expect(token).toBe(`0-7-${macOf('alerts-unsubscribe', '0.7.a@example.com')}`);
    expect(await unsubscribing.verify(token, { bound: ['a@example.com'] })).toEqual({ searchId: 0, userId: 7 });
    expect(await unsubscribing.check(token, { bound: ['b@example.com'] })).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(await unsubscribing.verify(token)).toBeUndefined();
  });

  it('refuses a changed MAC or a changed field', async () => {
    const token = await unsubscribing.sign({ searchId: 3, userId: 7 });
    const mac = token.slice(-43);
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    expect(await unsubscribing.check(`3-7-${flipped}`)).toEqual({ valid: false, reason: 'signature' });
    expect(await unsubscribing.check(`4-7-${mac}`)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuses a token of another purpose with the same fields', async () => {
    const other = signedLink({
      purpose: 'calendar-feed',
      fields: { accountId: naturalNumber(15), version: positiveInteger(15) },
    });
    const token = await other.sign({ accountId: 3, version: 7 });
    expect(await unsubscribing.check(token)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuses an expired token, from the second it expires', async () => {
    const token = await exporting.sign({ accountId: 42, exportId, expiresAt: later });
    expect(await exporting.check(token, { now: later })).toEqual({ valid: false, reason: 'expired' });
    expect(await exporting.verify(token, { now: new Date(later.getTime() - 1) })).toBeDefined();
  });

  it('refuses malformed tokens without reading a key', async () => {
    const good = await exporting.sign({ accountId: 42, exportId, expiresAt: later });
    const mac = good.slice(-43);
    const seconds = later.getTime() / 1000;
    const malformed = [
      '',
      mac,
      `-${mac}`,
      `42-${exportId}-${mac}`, // a field missing
      `42-${exportId}-${seconds}-1-${mac}`, // a field too many
      `042-${exportId}-${seconds}-${mac}`, // a leading zero
      `0-${exportId}-${seconds}-${mac}`, // not positive
      `12345678901234567-${exportId}-${seconds}-${mac}`, // too many digits
      `9999999999999999-${exportId}-${seconds}-${mac}`, // past what a number holds exactly
      `42-${exportId.toUpperCase()}-${seconds}-${mac}`,
      `42-${exportId}a-${seconds}-${mac}`,
      `42-${exportId}-1e9-${mac}`,
      `42-${exportId}-${seconds}-${mac}A`, // MAC too long
      `42-${exportId}-${seconds}-${mac.slice(1)}`,
      `42-${exportId}-${seconds}-${mac.slice(0, -1)}=`,
      `${good}.ics`,
    ];
    for (const token of malformed) {
      expect(exporting.parse(token), token).toBeUndefined();
      expect(await exporting.check(token, { now }), token).toEqual({ valid: false, reason: 'malformed' });
    }
  });
});

describe('sameMac', () => {
  it('compares the MAC as carried, one spelling only, any length', () => {
    const mac = createHmac('sha256', 'x').update('y').digest();
    expect(sameMac(mac.toString('base64url'), mac)).toBe(true);
    expect(sameMac(mac.toString('base64url').slice(1), mac)).toBe(false);
    expect(sameMac(mac.toString('base64'), mac)).toBe(false);
    expect(sameMac('', mac)).toBe(false);
  });
});

// The links already sitting in inboxes and calendar apps must keep working: each kind's token is
// pinned to the format it was mailed in, computed here by hand.
describe('the kinds in use', () => {
  it('data export: `<account>-<export>-<expiry>-<MAC>` over the three', async () => {
    const { exportToken, readExportToken } = await import('../domain/account-data/export-link');
    const seconds = later.getTime() / 1000;
    const token = await exportToken({ accountId: 42, exportId, expiresAt: later });
    expect(token).toBe(`42-${exportId}-${seconds}-${macOf('data-export', `42.${exportId}.${seconds}`)}`);
    expect(await readExportToken(token, now)).toEqual({ accountId: 42, exportId });
    expect(await readExportToken(token, later)).toBeUndefined();
  });

  it('unsubscribe: `<search, 0 for the digests>-<user>-<MAC>` over the two', async () => {
    const { readUnsubscribeToken, unsubscribeToken } = await import('../domain/alerts/unsubscribe-token');
    const token = await unsubscribeToken({ userId: 7, searchId: 'digests' });
    expect(token).toBe(`0-7-${macOf('alerts-unsubscribe', '0.7')}`);
    expect(await readUnsubscribeToken(token)).toEqual({ userId: 7, searchId: 'digests' });
    expect(await readUnsubscribeToken(await unsubscribeToken({ userId: 7, searchId: 3 }))).toEqual({
      userId: 7,
      searchId: 3,
    });
  });

  it('calendar: `<account>-<version>-<MAC>`, read with or without `.ics`', async () => {
    const { calendarToken, readCalendarToken } = await import('../domain/calendar/calendar-token');
    const token = await calendarToken({ accountId: 42, version: 2 });
    expect(token).toBe(`42-2-${macOf('calendar-feed', '42.2')}`);
    expect(await readCalendarToken(token)).toEqual({ accountId: 42, version: 2 });
    expect(await readCalendarToken(`${token}.ics`)).toEqual({ accountId: 42, version: 2 });
    expect(await readCalendarToken(`${token}.ical`)).toBeUndefined();
  });

  it('email verification: `<user>-<expiry>-<MAC>` over the two and the address', async () => {
    const { verificationToken } = await import('../domain/accounts/email-verification');
    const user = { id: 42, email: 'a@example.com' } as Parameters<typeof verificationToken>[0];
    const seconds = Math.floor(now.getTime() / 1000) + 7 * 24 * 60 * 60;
    expect(await verificationToken(user, now)).toBe(
      `42-${seconds}-${macOf('email-verify', `42.${seconds}.a@example.com`)}`,
    );
  });
});
