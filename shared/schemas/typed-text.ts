import { isSafeText } from '../rules';
import { documented, REQUIRED_SAFE_TEXT_PATTERN, SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

// zod/mini (./mini.ts): the text a person types into a box (a question, an answer, a corrigendum's
// reason, a remark), with its length counted after trimming and stated as a pattern in the document.

/** The character class `isSafeText` refuses, taken from SAFE_TEXT_PATTERN (`^[^<class>]*$`). */
const UNSAFE_CLASS = SAFE_TEXT_PATTERN.slice('^[^'.length, -']*$'.length);

/**
 * Safe text of at least `min` characters once trimmed: a non-blank character, at least min - 2
 * more, and another non-blank one (what the trim-then-minLength check accepts, said as a pattern).
 */
const trimmedAtLeast = (min: number) =>
  min <= 1
    ? REQUIRED_SAFE_TEXT_PATTERN
    : `^[^${UNSAFE_CLASS}]*[^${UNSAFE_CLASS}\\s][^${UNSAFE_CLASS}]{${min - 2},}[^${UNSAFE_CLASS}\\s][^${UNSAFE_CLASS}]*$`;

/** Typed text of `bounds` characters once trimmed, safe (isSafeText), with its four messages. */
export const typedText = (
  bounds: { min: number; max: number },
  messages: { required: string; short: string; long: string; unsafe: string },
) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.minLength(bounds.min, messages.short),
      z.maxLength(bounds.max, messages.long),
      z.refine(isSafeText, messages.unsafe),
      documented({ pattern: trimmedAtLeast(bounds.min) }),
    );
