// Pieces every admin schema shares: paging, search text, the answer of a change. zod/mini
// (./mini.ts), as every admin route's Lambda bundle carries these.
import { adminListMessages } from '../admin-messages';
import { isSafeText } from '../rules';
import { positiveCount } from './common';
import { documented, SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

/** The most rows one admin page holds. */
export const ADMIN_PAGE_MAX = 100;

/** `limit` of an admin list: 1..100 (each list has its own default). */
export const adminLimit = () => z.optional(positiveCount('limit', ADMIN_PAGE_MAX));

/** An opaque cursor from the previous page's next_cursor. */
export const adminCursor = () => z.optional(z.string().check(z.maxLength(1024, 'cursor is not valid.')));

/** Free search text (name, email, id ...): trimmed, at most 100 characters, empty means none. */
export const searchText = (message: string = adminListMessages.search) =>
  z.pipe(
    z.optional(
      z
        .string({ error: message })
        .check(
          z.trim(),
          z.maxLength(100, message),
          z.refine(isSafeText, message),
          documented({ pattern: SAFE_TEXT_PATTERN }),
        ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

/** A yes/no filter in a query string. */
export const queryFlag = () =>
  z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: adminListMessages.yesNo }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  );

/** The answer of a change without a record to show (delete): what to tell the admin. */
export const AdminMessageAnswer = z.object({ error: z.literal(false), message: z.string() });
export type AdminMessageAnswer = z.infer<typeof AdminMessageAnswer>;

/** A page of an admin list. */
export const pageOf = <T extends z.core.$ZodType>(row: T) =>
  z.object({ data: z.array(row), next_cursor: z.nullable(z.string()) });
