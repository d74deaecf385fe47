import * as z from 'zod';

/** The one error shape of every API answer that fails (DESIGN.md §4). */
export const ErrorBody = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A positive whole-number id in a path. */
export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'The id must be a positive whole number.' })
    .int('The id must be a positive whole number.')
    .positive('The id must be a positive whole number.')
    .max(Number.MAX_SAFE_INTEGER, 'The id must be a positive whole number.'),
});

/** An id -> label map, the shape of every lookup list. */
export const LookupMap = z.record(z.string(), z.string());
export type LookupMap = z.infer<typeof LookupMap>;
