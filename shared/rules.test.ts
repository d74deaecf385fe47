import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, POSITIVE_ID_PATTERN } from './rules';

describe('shared rules', () => {
  it('uses the same email pattern as zod', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('accepts only positive whole ids', () => {
    expect(['1', '42', '9007199254740991'].every((id) => POSITIVE_ID_PATTERN.test(id))).toBe(true);
    expect(['0', '-1', '01', '1.5', 'abc', ''].some((id) => POSITIVE_ID_PATTERN.test(id))).toBe(false);
  });
});
