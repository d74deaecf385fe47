import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  POSITIVE_COUNT_PATTERN,
  POSITIVE_ID_PATTERN,
  hasAtMostTwoDecimals,
  isCalendarDate,
  isSafeText,
} from './rules';
import { UpdateSettingsBody } from './schemas/settings-admin';

describe('shared rules', () => {
  it('uses the same email pattern as zod', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('accepts only positive whole ids written plainly', () => {
    expect(['1', '42', '9007199254740991'].every((id) => POSITIVE_ID_PATTERN.test(id))).toBe(true);
    const refused = ['0', '-1', '01', '00001', '1.5', '1e0', '0x1', '-0', 'NaN', 'abc', '', ' 1'];
    expect(refused.filter((id) => POSITIVE_ID_PATTERN.test(id))).toEqual([]);
    expect(['1e2', '0x10', '010', '+5'].filter((limit) => POSITIVE_COUNT_PATTERN.test(limit))).toEqual([]);
  });

  it('knows which calendar dates exist', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-30', '2026-13-45', '2027-02-29', '2026-00-10', '2026-1-5', '20260101'].some(isCalendarDate)).toBe(
      false,
    );
  });

  it('lets people type tab, newline and any script, but no control, bidi override or lone surrogate', () => {
    expect(['Line one\nline two\twith tab', 'पुणे प्रकल्प', 'مرحبا', '😀 emoji'].every(isSafeText)).toBe(true);
    const unsafe = [
      'a\u0000b',
      'esc\u001b[31m',
      'cr\r',
      'rlo \u202Egnp.exe',
      'iso\u2066x',
      'del\u007f',
      '\uD800',
      'x\uDC00',
    ];
    expect(unsafe.filter(isSafeText)).toEqual([]);
  });

  it('refuses invisible format characters, and joiners except inside Indic words and emoji', () => {
    const invisible = [
      'Ac\u200Bme',
      'a\u200Fb',
      '\u200Ex',
      '\uFEFFx',
      'a\u200Db',
      '\u200Dx',
      'x\u200C',
      'soft\u00ADhyphen',
      'tag\u{E0041}',
      'a\u2060b',
      'a\u180Eb',
    ];
    expect(invisible.filter(isSafeText)).toEqual([]);
    const joined = ['आचार्\u200Dय', 'क्\u200Cष', '👨\u200D👩\u200D👧', '👍🏽 ok'];
    expect(joined.every(isSafeText)).toBe(true);
  });

  it('takes every amount with two decimals (0.07 * 100 is not 7 in floating point)', () => {
    const amounts = Array.from({ length: 10_000 }, (_, cents) => Number((cents / 100).toFixed(2)));
    expect(amounts.filter((amount) => !hasAtMostTwoDecimals(amount))).toEqual([]);
    expect([0.07, 0.14, 0.29, 1234.56, 999999.99].every(hasAtMostTwoDecimals)).toBe(true);
    expect([0.071, 10.125, 1e-7, Number.NaN, Number.POSITIVE_INFINITY].some(hasAtMostTwoDecimals)).toBe(false);
  });

  it('lets the Admin set a registration fee of 0.07 (refused before the fix)', () => {
    const body = {
      basic_contractor_registration_fees: 0.07,
      site_slogan: 'Slogan',
      site_url: '',
      payment_required: true,
    };
    const parsed = UpdateSettingsBody.safeParse(body);
    expect(
      parsed.error?.issues.filter((issue) => issue.path[0] === 'basic_contractor_registration_fees') ?? [],
    ).toEqual([]);
  });
});
