import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  POSITIVE_COUNT_PATTERN,
  POSITIVE_ID_PATTERN,
  hasAtMostTwoDecimals,
  isCalendarDate,
  isSafeText,
  unsafeTextMessage,
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

  // Every character the one rule refuses, each placed inside a sample of three kinds of field: a
  // one-line name, a multi-line text and Marathi text (a word either side, so no joiner rule helps).
  const REFUSED: [string, number[]][] = [
    ['NUL and the C0 controls but tab and newline', [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0d, 0x1b, 0x1f]],
    ['DEL and the C1 controls (NEL among them)', [0x7f, 0x80, 0x85, 0x9f]],
    ['bidi embeddings and overrides', [0x202a, 0x202b, 0x202c, 0x202d, 0x202e]],
    ['bidi isolates', [0x2066, 0x2067, 0x2068, 0x2069]],
    ['bidi marks', [0x200e, 0x200f, 0x061c]],
    ['line and paragraph separators', [0x2028, 0x2029]],
    ['Hangul fillers', [0x115f, 0x1160, 0x3164, 0xffa0]],
    ['the combining grapheme joiner', [0x034f]],
    ['the Mongolian vowel separator', [0x180e]],
    ['the braille blank', [0x2800]],
    ['Khmer inherent vowels', [0x17b4, 0x17b5]],
    ['zero-width space, word joiner, invisible operators, BOM', [0x200b, 0x2060, 0x2061, 0x2064, 0xfeff]],
    ['soft hyphen and tags', [0x00ad, 0xe0001, 0xe0041]],
  ];
  const FIELDS: [string, (bad: string) => string][] = [
    ['a name', (bad) => `Asha${bad}Rao`],
    ['a multi-line note', (bad) => `Clause 4.2\nnot met${bad} as shown`],
    ['Marathi text', (bad) => `पुणे ${bad} प्रकल्प`],
  ];
  const cases = REFUSED.flatMap(([kind, points]) =>
    points.map((point) => [kind, point.toString(16).toUpperCase().padStart(4, '0'), point] as const),
  );
  it.each(cases)('%s: refuses U+%s in every kind of field', (_kind, _hex, point) => {
    const bad = String.fromCodePoint(point);
    expect(FIELDS.filter(([, sample]) => isSafeText(sample(bad))).map(([field]) => field)).toEqual([]);
  });

  it('keeps what people write: English, Marathi and Hindi with their joiners, ₹, dashes, emoji, new lines', () => {
    const accepted = [
      'Kothrud Water Supply, Phase 2',
      'क्\u200Dष', // क्‍ष: the half form by ZWJ after the virama
      'र्\u200Dय', // र्‍य: the eyelash ra
      'क्\u200Cष', // ZWNJ after the virama: the virama shown
      'पुणे महानगरपालिका — पाणीपुरवठा विभाग',
      'सड़क निर्माण कार्य, पुणे',
      '₹ 12,50,000 — inclusive of GST',
      'Line one\nline two\twith tab',
      '👍🏽 👨\u200D👩\u200D👧 ❤\uFE0F\u200D🔥',
    ];
    expect(accepted.filter((value) => !isSafeText(value))).toEqual([]);
  });

  it('refuses a joiner after a Latin accent, where no script needs one', () => {
    expect(['e\u0301\u200Dx', 'a\u0308\u200Cb'].filter(isSafeText)).toEqual([]);
  });

  it('names the field in its message', () => {
    expect(unsafeTextMessage('Clause')).toBe('Clause contains characters that are not allowed.');
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
