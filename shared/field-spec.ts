// A field described once, as plain data: the server builds its zod schema from it
// (shared/schemas/field-schema.ts), the forms their yup schema and inputs, and the list editor its
// rows. So one rule, one message and one label serve the API, the form and the screen.

export type FieldKind =
  /** one line of text */
  | 'text'
  /** several lines (addresses, scopes of work) */
  | 'longText'
  | 'email'
  /** a 10-digit mobile or telephone number */
  | 'phone'
  /** digits only (landline, account number, pin code) */
  | 'digits'
  /** letters and digits only (PAN, GSTIN) */
  | 'alphanumeric'
  /** a four-digit calendar year, not in the future */
  | 'year'
  /** a calendar day, YYYY-MM-DD */
  | 'date'
  /** a money amount or a measure: a number >= 0 with at most two decimals */
  | 'amount'
  /** a whole number >= 0 */
  | 'count'
  /** an uploaded file (UploadRef in the body, StoredFile once saved) */
  | 'file';

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  /** The message when the field is empty; without it the field is optional. */
  required?: string;
  /** The message when the value has the wrong form (not numeric, not an email, not a year ...). */
  invalid?: string;
  /** phone, digits and alphanumeric: the exact number of characters, and its message. */
  length?: number;
  lengthMessage?: string;
  /** text: the most characters (default 200, longText 1000). */
  max?: number;
  /** file: what the upload is for (shared/schemas/uploads.ts UploadPurpose). */
  purpose?: string;
  /** A hint shown under the input. */
  help?: string;
};

/** A repeating list of rows (directors, staff, machinery, works ...): SPEC §5 Lists, §9 limits. */
export type ListSpec = {
  name: string;
  /** Heading of the list on the form. */
  title: string;
  /** What one row is called on buttons ("Add director"). */
  rowLabel: string;
  fields: readonly FieldSpec[];
  /** The most rows (SPEC §9: 5 directors, 5 technical staff); others have a cap that fits one record. */
  maxRows: number;
  /** Rows are optional as a whole: blank rows are dropped instead of refused. */
  optional?: boolean;
};

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;
export const AMOUNT_MAX = 1_000_000_000;
export const COUNT_MAX = 1_000_000;
/** Lists without a SPEC maximum still get one, so a whole registration fits one transaction. */
export const LIST_ROWS_CAP = 20;
export const FIRST_YEAR = 1900;

export const fieldMessages = {
  tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
  year: 'Please enter a valid year.',
  date: 'Please enter a valid date.',
  numeric: 'Value must be numeric',
  alphanumeric: 'The value must be alpha-numeric',
  email: 'Value is not a valid email address',
  tooManyRows: (title: string, max: number) => `${title}: at most ${max} rows.`,
  atLeastOneRow: (title: string) => `${title}: add at least one row.`,
  pastDate: (label: string) => `${label} cannot be in the future.`,
} as const;

export const maxLengthOf = (field: FieldSpec) => field.max ?? (field.kind === 'longText' ? LONG_TEXT_MAX : TEXT_MAX);

/** A field's rule for the value's form, shared by zod and yup: the message, or undefined when it passes. */
export function formProblem(field: FieldSpec, value: string, currentYear: number): string | undefined {
  switch (field.kind) {
    case 'phone':
    case 'digits':
    case 'alphanumeric':
      if (!(field.kind === 'alphanumeric' ? /^[A-Za-z0-9]+$/ : /^\d+$/).test(value)) {
        return field.invalid ?? (field.kind === 'alphanumeric' ? fieldMessages.alphanumeric : fieldMessages.numeric);
      }
      if (field.length !== undefined && value.length !== field.length) {
        return field.lengthMessage ?? field.invalid ?? fieldMessages.numeric;
      }
      return undefined;
    case 'year': {
      const year = Number(value);
      const ok = /^\d{4}$/.test(value) && year >= FIRST_YEAR && year <= currentYear;
      return ok ? undefined : (field.invalid ?? fieldMessages.year);
    }
    case 'amount':
      return /^\d{1,10}(\.\d{1,2})?$/.test(value) && Number(value) <= AMOUNT_MAX
        ? undefined
        : (field.invalid ?? fieldMessages.numeric);
    case 'count':
      return /^\d{1,7}$/.test(value) && Number(value) <= COUNT_MAX
        ? undefined
        : (field.invalid ?? fieldMessages.numeric);
    default:
      return undefined;
  }
}
