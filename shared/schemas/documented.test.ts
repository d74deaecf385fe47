import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isSafeText } from '../rules';
import {
  calendarDayPattern,
  DATE_TIME_PATTERN,
  NOT_BLANK_PATTERN,
  REQUIRED_SAFE_TEXT_PATTERN,
  SAFE_TEXT_PATTERN,
  wholeNumber,
} from './documented';
import { toIstDateTime } from './tender-dates';

// Each documented pattern must admit only what the check it documents accepts (narrower is fine).
const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

describe('documented patterns', () => {
  it.each([
    [1, 100],
    [1, 500],
    [1900, 2026],
    [1, 99_999],
  ])('wholeNumber(%i, %i) admits exactly that range, written plainly', (min, max) => {
    for (let n = 0; n <= max + 1000; n += 1)
      expect(matches(wholeNumber(min, max), String(n))).toBe(n >= min && n <= max);
    for (const text of ['01', '+1', '1.0', '1e2', ' 1', '']) expect(matches(wholeNumber(min, max), text)).toBe(false);
  });

  it('safe text admits only what isSafeText accepts, and required text only what is not blank once trimmed', () => {
    const samples = [
      '',
      ' ',
      '\t\n',
      'ok',
      ' padded ',
      '\u202Eflip',
      'bidi \u2066x\u2069',
      '\u0000',
      '\uD800',
      'é😀',
      'a\u0085b',
      'Ac\u200Bme',
      'a\u200Db',
      'आचार्\u200Dय',
      'tag\u{E0041}',
      '\uFEFF',
    ];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...samples), fc.string({ unit: 'binary' })), (value) => {
        if (matches(SAFE_TEXT_PATTERN, value)) expect(isSafeText(value)).toBe(true);
        if (matches(REQUIRED_SAFE_TEXT_PATTERN, value)) expect(isSafeText(value) && value.trim() !== '').toBe(true);
        expect(matches(NOT_BLANK_PATTERN, value)).toBe(value.trim() !== '');
      }),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  it('calendar days and tender date-times admit only days and moments the server takes', () => {
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(calendarDayPattern(), 'u')), (day) => isCalendarDate(day)),
      { seed: 20261125, numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.stringMatching(new RegExp(DATE_TIME_PATTERN, 'u')),
        (moment) => toIstDateTime(moment) !== undefined,
      ),
      { seed: 20261125, numRuns: 2000 },
    );
    expect(matches(DATE_TIME_PATTERN, '1999-12-31T10:00')).toBe(false);
    expect(matches(calendarDayPattern(), '2026-02-30')).toBe(false);
  });
});
