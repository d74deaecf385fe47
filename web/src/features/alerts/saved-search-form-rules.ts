// The saved search form: its values as typed (strings for numbers), the yup schema built from the
// shared rules and messages (shared/saved-search-messages.ts, as the server's zod schema), and the
// body the API takes.
import { hasAtMostTwoDecimals, isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import {
  SAVED_SEARCH_KEYWORDS_MAX,
  SAVED_SEARCH_LOCATION_MAX,
  SAVED_SEARCH_MAX_CRORE,
  SAVED_SEARCH_MAX_DAYS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchMessages as m,
} from '@tender/shared/saved-search-messages';
import { hasAnyFilter, type SavedSearch, type SavedSearchBody } from '@tender/shared/schemas/saved-searches';
import { boolean, object, string } from 'yup';

export type SavedSearchValues = {
  name: string;
  work_type: string;
  category: string;
  location: string;
  pin_code_prefix: string;
  value_min_crore: string;
  value_max_crore: string;
  closing_within_days: string;
  keywords: string;
  instant: boolean;
  digest: boolean;
  digest_hour: string;
};

/** The filters a link to the form may carry (the public list's filter bar: category and work type). */
export type SavedSearchPrefill = Partial<Pick<SavedSearchValues, 'work_type' | 'category' | 'name'>>;

export const emptySavedSearch = (prefill: SavedSearchPrefill = {}): SavedSearchValues => ({
  name: '',
  work_type: '',
  category: '',
  location: '',
  pin_code_prefix: '',
  value_min_crore: '',
  value_max_crore: '',
  closing_within_days: '',
  keywords: '',
  instant: true,
  digest: false,
  digest_hour: '8',
  ...prefill,
});

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

export const valuesOf = (search: SavedSearch): SavedSearchValues => ({
  name: search.name,
  work_type: numberText(search.work_type),
  category: numberText(search.category),
  location: text(search.location),
  pin_code_prefix: text(search.pin_code_prefix),
  value_min_crore: numberText(search.value_min_crore),
  value_max_crore: numberText(search.value_max_crore),
  closing_within_days: numberText(search.closing_within_days),
  keywords: text(search.keywords),
  instant: search.instant,
  digest: search.digest,
  digest_hour: String(search.digest_hour),
});

// Formik validates with '' turned into undefined, so these read a missing text as empty.
const trimmed = (value: string | undefined) => (value ?? '').trim();
const numberOrNull = (value: string | undefined) => (trimmed(value) === '' ? null : Number(value));

export const bodyOf = (values: SavedSearchValues): SavedSearchBody => ({
  name: trimmed(values.name),
  work_type: numberOrNull(values.work_type),
  category: numberOrNull(values.category),
  location: trimmed(values.location),
  pin_code_prefix: trimmed(values.pin_code_prefix),
  value_min_crore: numberOrNull(values.value_min_crore),
  value_max_crore: numberOrNull(values.value_max_crore),
  closing_within_days: numberOrNull(values.closing_within_days),
  keywords: trimmed(values.keywords),
  instant: Boolean(values.instant),
  digest: Boolean(values.digest),
  digest_hour: Number(values.digest_hour),
});

const safe = (value: string | undefined) => value === undefined || isSafeText(value);
const inRange =
  (min: number, max: number, whole = false) =>
  (value: string | undefined) => {
    if (!value?.trim()) return true;
    const number = Number(value);
    return Number.isFinite(number) && number >= min && number <= max && (!whole || Number.isInteger(number));
  };

const croreValue = (value: string | undefined) =>
  inRange(0, SAVED_SEARCH_MAX_CRORE)(value) && (!value?.trim() || hasAtMostTwoDecimals(Number(value)));

export const savedSearchSchema = object({
  name: string()
    .trim()
    .required(m.name)
    .max(SAVED_SEARCH_NAME_MAX, m.nameTooLong)
    .test('safe-text', unsafeTextMessage('Name'), safe),
  // The server names work_type for "no filter at all" too (the form's first filter).
  work_type: string().test('one-filter', m.oneFilter, function oneFilter() {
    return hasAnyFilter(bodyOf(this.parent as SavedSearchValues));
  }),
  category: string(),
  location: string()
    .trim()
    .max(SAVED_SEARCH_LOCATION_MAX, m.locationTooLong)
    .test('safe-text', unsafeTextMessage('Location'), safe),
  pin_code_prefix: string().matches(/^\d{1,6}$/, { message: m.pinCodePrefix, excludeEmptyString: true }),
  value_min_crore: string().test('crore', m.valueCrore, croreValue),
  value_max_crore: string()
    .test('crore', m.valueCrore, croreValue)
    .test('order', m.valueOrder, function order(value) {
      const min = trimmed((this.parent as SavedSearchValues).value_min_crore);
      return !trimmed(value) || !min || Number(min) <= Number(value);
    }),
  closing_within_days: string().test('days', m.closingWithinDays, inRange(1, SAVED_SEARCH_MAX_DAYS, true)),
  keywords: string()
    .trim()
    .max(SAVED_SEARCH_KEYWORDS_MAX, m.keywordsTooLong)
    .test('safe-text', unsafeTextMessage('Keywords'), safe),
  instant: boolean(),
  digest: boolean(),
  digest_hour: string().test('hour', m.digestHour, inRange(0, 23, true)),
});
