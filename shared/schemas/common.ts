import { DATE_ONLY_PATTERN, POSITIVE_COUNT_PATTERN, POSITIVE_ID_PATTERN, isCalendarDate } from '../rules';
import { calendarDayPattern, documented, wholeNumber } from './documented';
import * as z from './mini';

// zod/mini (./mini.ts): every public read's bundle carries these.

/** The one error shape of every API answer that fails (DESIGN.md §4). */
export const ErrorBody = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

const ID_MESSAGE = 'The id must be a positive whole number.';
/** Up to 15 digits: every such id is below Number.MAX_SAFE_INTEGER, the largest the server takes. */
const ID_DOCUMENTED = '^[1-9]\\d{0,14}$';

/** A positive whole-number id as it comes in a path or query: digits only, no sign, exponent, hex or leading zero. */
export const positiveId = (message: string = ID_MESSAGE) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }).check(z.regex(POSITIVE_ID_PATTERN, message), documented({ pattern: ID_DOCUMENTED })),
      z.transform(Number),
    ),
    z.number().check(z.maximum(Number.MAX_SAFE_INTEGER, message)),
  );

/** A count in a query (limit), written plainly, within 1..max. */
export const positiveCount = (name: string, max: number) =>
  z.pipe(
    z.pipe(
      z
        .string({ error: `${name} must be a whole number.` })
        .check(
          z.regex(POSITIVE_COUNT_PATTERN, `${name} must be a whole number from 1 to ${max}.`),
          documented({ pattern: wholeNumber(1, max) }),
        ),
      z.transform(Number),
    ),
    z.number().check(z.maximum(max, `${name} must be a whole number from 1 to ${max}.`)),
  );

/** A calendar day YYYY-MM-DD that exists. */
export const calendarDate = (message = 'Use a real date in the form YYYY-MM-DD.') =>
  z
    .string({ error: message })
    .check(
      z.regex(DATE_ONLY_PATTERN, message),
      z.refine(isCalendarDate, message),
      documented({ format: 'date', pattern: calendarDayPattern() }),
    );

/** A positive whole-number id in a path. */
export const IdParam = z.object({ id: positiveId() });

/** An id -> label map, the shape of every lookup list. */
export const LookupMap = z.record(z.string(), z.string());
export type LookupMap = z.infer<typeof LookupMap>;
