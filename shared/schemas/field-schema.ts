// zod schemas built from the plain field descriptions (shared/field-spec.ts). The forms build their
// yup schemas from the same descriptions, so both sides refuse the same input with the same message.
// zod/mini (./mini.ts): the registration and profile bundles carry these.
import { FIRST_YEAR, fieldMessages, formProblem, maxLengthOf, type FieldSpec, type ListSpec } from '../field-spec';
import { EMAIL_PATTERN, isCalendarDate, isSafeText, unsafeTextMessage } from '../rules';
import {
  calendarDayPattern,
  documented,
  orEmpty,
  REQUIRED_SAFE_TEXT_PATTERN,
  SAFE_TEXT_PATTERN,
  wholeNumberPattern,
} from './documented';
import * as z from './mini';
import { uploadRef, type UploadRef } from './uploads';

/** What a parsed field holds: trimmed text, a number (years, amounts, counts), a file, or null when empty. */
export type FieldValue = string | number | UploadRef | null;

const NUMERIC_KINDS = new Set(['amount', 'count', 'year']);

/** Text as typed: trimmed; numbers are taken as their decimal text, so forms may send either. */
const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : value;

/** One field's zod schema: '' (or absent) is empty; an optional empty field parses to null. */
export function fieldSchema(
  field: FieldSpec,
  currentYear = new Date().getFullYear(),
  /** A narrower form the schema's owner checks beyond the field's kind (a PAN's, an IFSC's), for the document. */
  form?: string,
): z.ZodMiniType<FieldValue> {
  if (field.kind === 'file') {
    const ref = uploadRef(field.required);
    return field.required
      ? ref
      : z.pipe(
          z.optional(z.nullable(ref)),
          z.transform((v: UploadRef | null | undefined) => v ?? null),
        );
  }
  const empty = field.required ?? '';
  const checked = z.string({ error: field.required ?? field.invalid ?? fieldMessages.numeric }).check(
    z.maxLength(maxLengthOf(field), fieldMessages.tooLong(field.label, maxLengthOf(field))),
    documented(documentedForm(field, currentYear, form)),
    z.superRefine((value: string, context) => {
      if (value === '') {
        if (field.required) context.addIssue({ code: 'custom', message: empty });
        return;
      }
      const problem = valueProblem(field, value, currentYear);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
  // z.preprocess of classic zod is this pipe: a transform first, then the schema.
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? '' : asText(value))),
    z.pipe(
      checked,
      z.transform((value: string) => {
        if (value === '') return null;
        return NUMERIC_KINDS.has(field.kind) ? Number(value) : value;
      }),
    ),
  );
}

const digitsOf = (field: FieldSpec, digit: string) =>
  `^${digit}${field.length === undefined ? '+' : `{${field.length}}`}$`;

/** A non-empty value's form as the document states it: each pattern admits only what valueProblem accepts. */
function filledPattern(field: FieldSpec, currentYear: number): string {
  switch (field.kind) {
    case 'email':
      return EMAIL_PATTERN.source;
    case 'phone':
    case 'digits':
      return digitsOf(field, '\\d');
    case 'alphanumeric':
      return digitsOf(field, '[A-Za-z0-9]');
    case 'year':
      return `^${wholeNumberPattern(FIRST_YEAR, currentYear)}$`;
    case 'date':
      return calendarDayPattern();
    case 'amount':
      return '^(?:(?:0|[1-9]\\d{0,8})(?:\\.\\d{1,2})?|1000000000(?:\\.00?)?)$';
    case 'count':
      return '^(?:0|[1-9]\\d{0,5}|1000000)$';
    default:
      return field.required ? REQUIRED_SAFE_TEXT_PATTERN : SAFE_TEXT_PATTERN;
  }
}

/** The field's rules in JSON Schema (the trim, the refine and the kind's form are invisible to zod's conversion). */
function documentedForm(field: FieldSpec, currentYear: number, form?: string) {
  const pattern = form ?? filledPattern(field, currentYear);
  return {
    pattern: field.required || pattern === SAFE_TEXT_PATTERN ? pattern : orEmpty(pattern),
    ...(field.kind === 'date' ? { format: 'date' as const } : {}),
  };
}

/** The rule of a non-empty value beyond being present (shared with the yup side through formProblem). */
export function valueProblem(field: FieldSpec, value: string, currentYear: number): string | undefined {
  if (!isSafeText(value)) return unsafeTextMessage(field.label);
  if (field.kind === 'email' && !EMAIL_PATTERN.test(value)) return field.invalid ?? fieldMessages.email;
  if (field.kind === 'date' && !isCalendarDate(value)) return field.invalid ?? fieldMessages.date;
  return formProblem(field, value, currentYear);
}

/** An object of fields (a form section). */
export function sectionSchema<const F extends readonly FieldSpec[]>(
  fields: F,
  currentYear?: number,
  forms: Partial<Record<F[number]['name'], string>> = {},
) {
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, fieldSchema(field, currentYear, forms[field.name as F[number]['name']])]),
  );
  return z.object(shape as { [K in F[number]['name']]: z.ZodMiniType<FieldValue> });
}

const isBlankRow = (row: unknown, list: ListSpec) =>
  typeof row === 'object' &&
  row !== null &&
  list.fields.every((field) => {
    const value = (row as Record<string, unknown>)[field.name];
    return value === undefined || value === null || value === '';
  });

/**
 * A repeating list (SPEC §5 Lists): at least one row unless the list is optional (then blank rows
 * are dropped), at most `maxRows`. Rows may carry the id the server gave them (profile edits).
 */
export function listSchema<const L extends ListSpec>(list: L, currentYear?: number) {
  const row = z.extend(sectionSchema(list.fields, currentYear), {
    id: z.optional(z.number().check(z.int(), z.positive())),
  });
  const rows = z
    .array(row, { error: fieldMessages.atLeastOneRow(list.title) })
    .check(z.maxLength(list.maxRows, fieldMessages.tooManyRows(list.title, list.maxRows)));
  if (list.optional) {
    // z.preprocess of classic zod is this pipe: a transform first, then the schema.
    return z.pipe(
      z.transform((value: unknown) =>
        Array.isArray(value) ? value.filter((r) => !isBlankRow(r, list)) : (value ?? []),
      ),
      rows,
    );
  }
  return rows.check(z.minLength(1, fieldMessages.atLeastOneRow(list.title)));
}
