// What a schema's checks mean, said in JSON Schema for the OpenAPI document, where zod's own
// conversion cannot see them: a refine (safe text, a real day), a trim before a length, a
// transform before the checks. `documented(...)` is a no-op check at parse time; zod's
// toJSONSchema copies its keywords onto the schema it is attached to. Every pattern here admits
// only values the check it documents accepts (it may be narrower, never wider), and the contract
// conformance test (test/fuzz/openapi-conformance.fuzz.ts) holds that.
import { INVISIBLE_FILLER_CLASS, INVISIBLE_FORMAT_CLASS } from '../rules';
import * as z from './mini';

export type DocumentedKeywords = {
  pattern?: string;
  format?: 'date' | 'email' | 'uuid';
  minLength?: number;
  multipleOf?: number;
  /** An array whose items are all different. */
  uniqueItems?: boolean;
  /** An object needs one of these sets of keys (a rule between its fields). */
  anyOf?: { required: string[]; properties?: Record<string, { const: unknown }> }[];
  description?: string;
};

/** States these JSON Schema keywords in the document for the schema it is attached to. */
export const documented = (keywords: DocumentedKeywords) => z.meta(keywords);

/**
 * What `isSafeText` refuses (shared/rules.ts): controls but tab and newline, bidi overrides, lone
 * surrogates, invisible format characters, separators and fillers; and the two joiners anywhere (narrower than the rule,
 * which admits them inside Indic words and emoji: a pattern cannot say that simply). Astral ones
 * are written as themselves, not `\u{...}`, which only JavaScript's patterns read.
 */
const UNSAFE =
  '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF\\u200C\\u200D' +
  INVISIBLE_FILLER_CLASS +
  INVISIBLE_FORMAT_CLASS.replace(/\\u\{([0-9A-F]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

/** Text `isSafeText` accepts (a Unicode pattern: a lone surrogate is one code point, so it is refused). */
export const SAFE_TEXT_PATTERN = `^[^${UNSAFE}]*$`;
/** Safe text that is not blank once trimmed. */
export const REQUIRED_SAFE_TEXT_PATTERN = `^[^${UNSAFE}]*[^${UNSAFE}\\s][^${UNSAFE}]*$`;
/** Not blank once trimmed (JavaScript's trim and `\s` agree on what white space is). */
export const NOT_BLANK_PATTERN = '\\S';

/** A pattern that also admits the empty string (an optional form field sent empty). */
export const orEmpty = (pattern: string) => `^$|${pattern.startsWith('^') ? pattern : `^(?:${pattern})$`}`;

/** Two anchored patterns as one: a value either allows. */
export const eitherOf = (...patterns: RegExp[]) => patterns.map((pattern) => pattern.source).join('|');

/** A month and day that every year has (29 February left out: the document stays on the safe side). */
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

/** A real calendar day YYYY-MM-DD, in years `years` (a pattern of its own, no anchors). */
export const calendarDayPattern = (years = '[1-9]\\d{3}') => `^(?:${years})-${MONTH_DAY}$`;

/** A date and time YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±hh:mm], in years 2000 to 2199, naming a real moment. */
export const DATE_TIME_PATTERN =
  `^(?:20|21)\\d\\d-${MONTH_DAY}T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?` +
  '(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)?$';

/**
 * The whole numbers min..max written plainly (no sign, no leading zero) as a pattern without
 * anchors: each run of numbers sharing a prefix becomes prefix, one digit range, any digits.
 */
export function wholeNumberPattern(min: number, max: number): string {
  const parts: string[] = [];
  let start = min;
  while (start <= max) {
    // The widest aligned block from `start`: start..start+step-1 with step a power of ten.
    let step = 1;
    while (start % (step * 10) === 0 && start + step * 10 - 1 <= max && start + step * 10 - 1 < 10 ** digits(start))
      step *= 10;
    let end = start + step - 1;
    // As many such blocks as fit in the same next-higher block and the same number of digits.
    while (end + step <= max && Math.floor((end + 1) / (step * 10)) === Math.floor(start / (step * 10))) end += step;
    parts.push(runPattern(start, end, step));
    start = end + 1;
  }
  return `(?:${parts.join('|')})`;
}

const digits = (value: number) => String(value).length;

function runPattern(start: number, end: number, step: number): string {
  const tail = digits(step) - 1;
  const head = String(start).slice(0, digits(start) - tail);
  const last = String(end).slice(0, digits(end) - tail);
  const prefix = head.slice(0, -1);
  const [from, to] = [head.at(-1), last.at(-1)];
  const digit = from === to ? from : `[${from}-${to}]`;
  return `${prefix}${digit}${tail ? `\\d{${tail}}` : ''}`;
}

/** `wholeNumberPattern` anchored. */
export const wholeNumber = (min: number, max: number) => `^${wholeNumberPattern(min, max)}$`;
