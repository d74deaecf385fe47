import { randomUUID } from 'node:crypto';
import { maxLengthOf, type FieldSpec } from '@tender/shared/field-spec';
import type { StoredFile } from '@tender/shared/schemas/uploads';

// The widest values the schemas let through, for the tests that hold the largest registration and
// the largest profile save to one DynamoDB transaction. Test code: production code never imports it.

/** Three bytes in UTF-8 for one UTF-16 unit: the most a character counted by `max` can take. */
export const WIDE = 'ह';

/** A new upload as a form body names it, with the longest file name. */
export const widestUploadRef = () => ({ key: `tmp/${randomUUID()}`, file_name: WIDE.repeat(200) });

/** A file as a profile stores it: the longest account id and file name, the largest size. */
export const widestStoredFile = (): StoredFile => ({
  key: `files/9999999999999999/${randomUUID()}.pdf`,
  file_name: WIDE.repeat(200),
  content_type: 'application/pdf',
  size: 5 * 1024 * 1024,
});

/** The longest value a field accepts; `file` makes the value of a file field (an upload ref or a stored file). */
export function widestValue(field: FieldSpec, file: () => unknown): unknown {
  switch (field.kind) {
    case 'file':
      return file();
    case 'email':
      // The address pattern admits ASCII only.
      return `${'a'.repeat(maxLengthOf(field) - 12)}@example.com`;
    case 'phone':
    case 'digits':
    case 'alphanumeric':
      return '9'.repeat(field.length ?? maxLengthOf(field));
    case 'year':
      return 2020;
    case 'date':
      return '2020-01-31';
    case 'amount':
      return 999_999_999.99;
    case 'count':
      return 1_000_000;
    default:
      return WIDE.repeat(maxLengthOf(field));
  }
}

/** Every field of a form section at its widest, by name. */
export const widestSection = (fields: readonly FieldSpec[], file: () => unknown): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.name, widestValue(field, file)]));
