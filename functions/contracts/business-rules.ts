import type { BusinessRule } from './route-contract';

// Rules of a request that JSON Schema cannot state, named once and listed by the routes that apply
// them (the OpenAPI document shows them as x-business-rules and in each operation's description).
// Everything JSON Schema can state is in the zod schemas themselves (shared/schemas/documented.ts).

/** A list's cursor is opaque: signed by the server for one list and one set of filters. */
export const cursorRule: BusinessRule = {
  field: 'cursor',
  rule: 'the next_cursor of the previous page of this same list, with the same filters, unchanged',
};

/** The repetition of a new password must equal it. */
export const repeatsPasswordRule = (field: string): BusinessRule => ({
  field,
  rule: 'the same text as password',
});

/** An uploaded file named in a body: the server looks the upload up. */
export const uploadRule = (field: string): BusinessRule => ({
  field,
  rule: 'a tmp/ key POST /uploads gave this caller, still unused and of the right purpose and type (or a file the record already has, on an edit)',
});

/** Lookup ids (work types, materials, categories) must name entries of the lists. */
export const lookupRule = (field: string): BusinessRule => ({
  field,
  rule: 'an id of the current lookup list (GET /work_type_list, /material_list, /tender_category_list)',
});

/** The identity documents' rules between characters and fields. */
export const gstinRule = (field: string): BusinessRule => ({
  field,
  rule: 'holds the PAN given with it, and its 15th character is the GSTIN check character of the first 14',
});

/** The director must be an adult on the day of the request. */
export const adultRule = (field: string): BusinessRule => ({
  field,
  rule: 'a day at least 18 years before the day of the request',
});

/** Unique contact details across accounts. */
export const takenRule = (field: string): BusinessRule => ({
  field,
  rule: 'not the email address or mobile number of another account',
});

/** Rows of a profile list named by id must be rows of that profile. */
export const rowIdRule = (field: string): BusinessRule => ({
  field,
  rule: 'ids of rows the profile has (as GET answered them); another id means the profile changed meanwhile',
});

/**
 * Amounts in rupees with at most two decimals, as the server (and the admin forms) check it: the
 * amount times 100 must be a whole number in floating point, which refuses some two-decimal
 * amounts JSON Schema's multipleOf 0.01 allows (0.07, 0.14, 0.29 ...).
 */
export const hundredthsRule = (field: string): BusinessRule => ({
  field,
  rule: 'the amount × 100 is a whole number as IEEE 754 doubles compute it (some two-decimal amounts such as 0.07 are refused)',
});

/** New passwords are checked against a list of common ones. */
export const commonPasswordRule = (field: string): BusinessRule => ({
  field,
  rule: 'not one of the commonly used passwords the server refuses',
});
