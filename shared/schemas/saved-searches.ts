// Saved searches: the body of POST/PUT /my/saved_searches, what the list answers,
// and the unsubscribe link's token. zod/mini (./mini.ts): the functions parse with these; the page's
// yup schema uses the same messages and limits (shared/saved-search-messages.ts).
import { hasAtMostTwoDecimals, isSafeText, unsafeTextMessage } from '../rules';
import {
  SAVED_SEARCH_KEYWORDS_MAX,
  SAVED_SEARCH_LOCATION_MAX,
  SAVED_SEARCH_MAX_CRORE,
  SAVED_SEARCH_MAX_DAYS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchMessages as m,
} from '../saved-search-messages';
import { documented, REQUIRED_SAFE_TEXT_PATTERN, SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

const positiveWhole = (message: string) => z.number({ error: message }).check(z.int(message), z.positive(message));
const optionalText = (max: number, tooLong: string, label: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, tooLong),
        z.refine(isSafeText, unsafeTextMessage(label)),
        documented({ pattern: SAFE_TEXT_PATTERN }),
      ),
  );
const crore = () =>
  z.optional(
    z.nullable(
      z.number({ error: m.valueCrore }).check(
        z.minimum(0, m.valueCrore),
        z.maximum(SAVED_SEARCH_MAX_CRORE, m.valueCrore),
        // Lakh precision (0.01 crore): also keeps out numbers the table cannot store (8e-323).
        z.refine(hasAtMostTwoDecimals, m.valueCrore),
      ),
    ),
  );

/** The filters of a saved search: each one given narrows it; the matching rule is shared/saved-search-match.ts. */
export const SavedSearchFilters = z.object({
  /** A work type's id (the tender's material_work_type_id). */
  work_type: z.optional(z.nullable(positiveWhole(m.workType))),
  /** A category's id (the tender's tender_category_id). */
  category: z.optional(z.nullable(positiveWhole(m.category))),
  /** Text the tender's location contains (any case). */
  location: optionalText(SAVED_SEARCH_LOCATION_MAX, m.locationTooLong, 'Location'),
  /** The first digits of the tender's pin code. */
  pin_code_prefix: z.optional(z.string({ error: m.pinCodePrefix }).check(z.regex(/^(?:\d{1,6})?$/, m.pinCodePrefix))),
  /** The qualifier range, in crore: a tender matches when its range meets this one. */
  value_min_crore: crore(),
  value_max_crore: crore(),
  /** The tender's bid submission ends within this many IST days from today (and has not ended). */
  closing_within_days: z.optional(
    z.nullable(
      z
        .number({ error: m.closingWithinDays })
        .check(
          z.int(m.closingWithinDays),
          z.minimum(1, m.closingWithinDays),
          z.maximum(SAVED_SEARCH_MAX_DAYS, m.closingWithinDays),
        ),
    ),
  ),
  /** Words that must all be in the project name (any case). */
  keywords: optionalText(SAVED_SEARCH_KEYWORDS_MAX, m.keywordsTooLong, 'Keywords'),
});
export type SavedSearchFilters = z.infer<typeof SavedSearchFilters>;

/** Whether any filter is given (a search of everything would mail every tender). */
export function hasAnyFilter(filters: SavedSearchFilters): boolean {
  return (
    filters.work_type != null ||
    filters.category != null ||
    Boolean(filters.location?.trim()) ||
    Boolean(filters.pin_code_prefix) ||
    filters.value_min_crore != null ||
    filters.value_max_crore != null ||
    filters.closing_within_days != null ||
    Boolean(filters.keywords?.trim())
  );
}

export const SavedSearchBody = z
  .extend(SavedSearchFilters, {
    name: z
      .string({ error: m.name })
      .check(
        z.trim(),
        z.minLength(1, m.name),
        z.maxLength(SAVED_SEARCH_NAME_MAX, m.nameTooLong),
        z.refine(isSafeText, unsafeTextMessage('Name')),
        documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
      ),
    /** A mail within minutes of a matching tender being published. */
    instant: z.boolean({ error: m.alertChoice }),
    /** The day's matches in one mail at digest_hour (IST). */
    digest: z.boolean({ error: m.alertChoice }),
    digest_hour: z
      .number({ error: m.digestHour })
      .check(z.int(m.digestHour), z.minimum(0, m.digestHour), z.maximum(23, m.digestHour)),
  })
  .check(
    z.refine((body) => hasAnyFilter(body), { message: m.oneFilter, path: ['work_type'] }),
    z.refine(
      (body) =>
        body.value_min_crore == null || body.value_max_crore == null || body.value_min_crore <= body.value_max_crore,
      { message: m.valueOrder, path: ['value_max_crore'] },
    ),
  );
export type SavedSearchBody = z.infer<typeof SavedSearchBody>;

export const SavedSearch = z.extend(SavedSearchFilters, {
  id: z.number(),
  name: z.string(),
  instant: z.boolean(),
  digest: z.boolean(),
  digest_hour: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchListAnswer = z.object({ data: z.array(SavedSearch), limit: z.number() });
export type SavedSearchListAnswer = z.infer<typeof SavedSearchListAnswer>;

export const SavedSearchAnswer = z.object({ message: z.string(), data: SavedSearch });
export type SavedSearchAnswer = z.infer<typeof SavedSearchAnswer>;

export const SavedSearchDeleted = z.object({ message: z.string() });
export type SavedSearchDeleted = z.infer<typeof SavedSearchDeleted>;

/**
 * The unsubscribe link's token: `<search id>-<user id>-<HMAC>`; search id 0 stands for every daily
 * digest of the account (a digest mail gathers several searches).
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^(0|[1-9]\d{0,14})-([1-9]\d{0,14})-([A-Za-z0-9_-]{43})$/;

export const UnsubscribeQuery = z.object({
  token: z.string({ error: m.unsubscribeInvalid }).check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, m.unsubscribeInvalid)),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** What an unsubscribe link stops: the search's name (or names) and whether its mails are off now. */
export const UnsubscribeState = z.object({
  searches: z.array(z.string()),
  stopped: z.boolean(),
});
export const UnsubscribeAnswer = z.object({ message: z.string(), data: UnsubscribeState });
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswer>;
