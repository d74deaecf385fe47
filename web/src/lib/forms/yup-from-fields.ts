// yup schemas built from the plain field descriptions (shared/field-spec.ts): they refuse what
// shared/schemas/field-schema.ts (zod, on the server) refuses, with the same first message per field,
// from the same shared rule functions. Each field is ONE test that walks the zod schema's steps in
// the same order (type, length cap, empty, safe text, email/date, formProblem), so the first message
// cannot drift. A `rule` adds a check that needs other fields (PAN inside the GSTIN, an adult
// director): it runs only when the field's own rules pass, as the server's body-level checks do.
import { fieldMessages, formProblem, maxLengthOf, type FieldSpec, type ListSpec } from '@tender/shared/field-spec';
import { EMAIL_PATTERN, isCalendarDate, isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import {
  STORED_FILE_KEY_PATTERN,
  TMP_UPLOAD_KEY_PATTERN,
  UPLOAD_FILE_NAME_MAX,
  uploadMessages,
} from '@tender/shared/upload-rules';
import { array, lazy, mixed, object, type AnyObject, type AnySchema, type TestContext } from 'yup';

/** A check beyond the field's own: its trimmed text and the whole form's values; a message or undefined. */
export type FieldRule = (text: string, root: AnyObject) => string | undefined;

export type FieldSchemaOptions = {
  /** The year 'year' fields may not pass (default: this year). */
  currentYear?: number;
  /** Checked after the field's own rules pass, on a non-empty value. */
  rule?: FieldRule;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text zod sees (shared/schemas/field-schema.ts asText): trimmed; numbers as their decimal text. */
export function fieldText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** What zod's uploadRef refuses in a file field's value (UploadRef | null), or undefined. */
export function fileProblem(field: FieldSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return field.required;
  if (!isRecord(value)) return field.required ?? uploadMessages.missing;
  const { key, file_name: fileName } = value;
  if (typeof key !== 'string' || !(TMP_UPLOAD_KEY_PATTERN.test(key) || STORED_FILE_KEY_PATTERN.test(key))) {
    return uploadMessages.unavailable;
  }
  if (typeof fileName !== 'string') return uploadMessages.fileName;
  const name = fileName.trim();
  if (name.length < 1 || name.length > UPLOAD_FILE_NAME_MAX) return uploadMessages.fileName;
  return isSafeText(name) ? undefined : uploadMessages.fileNameUnsafe;
}

/** The first message zod's fieldSchema gives for `value`, or undefined when it passes. */
export function fieldProblem(
  field: FieldSpec,
  value: unknown,
  currentYear = new Date().getFullYear(),
): string | undefined {
  if (field.kind === 'file') return fileProblem(field, value);
  const text = fieldText(value);
  if (typeof text !== 'string') return field.required ?? field.invalid ?? fieldMessages.numeric;
  const max = maxLengthOf(field);
  if (text.length > max) return fieldMessages.tooLong(field.label, max);
  if (text === '') return field.required;
  if (!isSafeText(text)) return unsafeTextMessage(field.label);
  if (field.kind === 'email' && !EMAIL_PATTERN.test(text)) return field.invalid ?? fieldMessages.email;
  if (field.kind === 'date' && !isCalendarDate(text)) return field.invalid ?? fieldMessages.date;
  return formProblem(field, text, currentYear);
}

/** The form's whole values inside a test: the outermost parent yup walked through. */
function rootOf(context: TestContext): AnyObject {
  const from = context.from;
  const outermost = from && from.length > 0 ? from[from.length - 1]?.value : undefined;
  return (outermost ?? context.options.context ?? context.parent ?? {}) as AnyObject;
}

/** A row of an optional list left blank: the server drops it, so the form does not refuse it. */
export function isBlankRow(row: unknown, list: ListSpec): boolean {
  if (!isRecord(row)) return false;
  return list.fields.every((field) => {
    const value = row[field.name];
    return value === undefined || value === null || value === '';
  });
}

type FieldTestOptions = FieldSchemaOptions & { skip?: (parent: unknown) => boolean };

function fieldTest(field: FieldSpec, { currentYear, rule, skip }: FieldTestOptions): AnySchema {
  return mixed()
    .nullable()
    .test({
      name: 'field-spec',
      test(value, context) {
        if (skip?.(context.parent)) return true;
        const problem = fieldProblem(field, value, currentYear);
        if (problem) return context.createError({ message: problem });
        const text = fieldText(value);
        if (!rule || typeof text !== 'string' || text === '') return true;
        const extra = rule(text, rootOf(context));
        return extra ? context.createError({ message: extra }) : true;
      },
    });
}

/** One field's yup schema. */
export function yupField(field: FieldSpec, options: FieldSchemaOptions = {}): AnySchema {
  return fieldTest(field, options);
}

export type SectionSchemaOptions = {
  currentYear?: number;
  /** Extra rules by field name. */
  rules?: Readonly<Record<string, FieldRule>>;
};

/** An object of fields (a form section), as sectionSchema builds it on the server. */
export function yupSection(fields: readonly FieldSpec[], { currentYear, rules = {} }: SectionSchemaOptions = {}) {
  return object(
    Object.fromEntries(fields.map((field) => [field.name, fieldTest(field, { currentYear, rule: rules[field.name] })])),
  );
}

/**
 * A repeating list as listSchema builds it: at least one row unless optional (blank rows are then
 * left alone, as the server drops them), at most maxRows, each row's fields checked. Like zod, a list
 * over its maximum reports only that, not its rows.
 */
export function yupList(list: ListSpec, { currentYear, rules = {} }: SectionSchemaOptions = {}) {
  const skip = list.optional ? (row: unknown) => isBlankRow(row, list) : undefined;
  const row = object(
    Object.fromEntries(
      list.fields.map((field) => [field.name, fieldTest(field, { currentYear, rule: rules[field.name], skip })]),
    ),
  );
  const rowCount = (value: unknown[]) =>
    list.optional ? value.filter((entry) => !isBlankRow(entry, list)).length : value.length;
  const atLeastOne = fieldMessages.atLeastOneRow(list.title);
  const tooMany = fieldMessages.tooManyRows(list.title, list.maxRows);
  return lazy((value: unknown) => {
    if (!Array.isArray(value)) {
      return mixed()
        .nullable()
        .test('rows', atLeastOne, (given) => Boolean(list.optional) && given == null);
    }
    if (rowCount(value) > list.maxRows) return mixed().test('rows', tooMany, () => false);
    return array(row).test('rows', atLeastOne, (rows) => Boolean(list.optional) || (rows?.length ?? 0) > 0);
  });
}

/** An empty row of a list: every field '' (files null). */
export function emptyRow(list: ListSpec): Record<string, unknown> {
  return Object.fromEntries(list.fields.map((field) => [field.name, field.kind === 'file' ? null : '']));
}

/** Empty values of a section: every field '' (files null). */
export function emptySection(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'file' ? null : '']));
}
