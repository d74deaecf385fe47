import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, POSITIVE_COUNT_PATTERN, POSITIVE_ID_PATTERN, isCalendarDate, isSafeText } from './rules';

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
});
