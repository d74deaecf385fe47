// Test helpers: the first message per dotted path ('document_1.value', 'turnovers.1.amount') as the
// server (zod) and the form (yup through Formik) give them, for parity tests of nested bodies.
// (web/src/testing/schema-parity.ts compares top-level fields only.)
import type { FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { safeParse, type core } from 'zod/mini';
import { flattenErrors, yupErrors } from './pinned-errors';

/** File fields report their problem on the field itself in the form, on its key/file_name in zod. */
const FILE_PARTS = /\.(key|file_name)$/;

export function zodDottedMessages(schema: core.$ZodType, input: unknown): Record<string, string> {
  const result = safeParse(schema, input);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.').replace(FILE_PARTS, '');
    messages[path] ??= issue.message;
  }
  return messages;
}

export async function yupDottedMessages(schema: AnySchema, input: FormikValues): Promise<Record<string, string>> {
  return flattenErrors(await yupErrors(schema, input));
}
