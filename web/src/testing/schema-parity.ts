// The form (yup) and the API (zod, shared/schemas) must reject the same input with the same message,
// or a visitor would see one message in the browser and another from the server. These give the first
// message per field as each side would show it: per top-level field, or per dotted path
// ('document_1.value', 'turnovers.1.amount') for nested bodies.
import { validateYupSchema, yupToFormErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { safeParse, type core } from 'zod/mini';
import { flattenErrors, yupErrors } from '../lib/forms/pinned-errors';

/** First zod message per top-level field. */
export function zodMessages(schema: core.$ZodType, input: unknown): Record<string, string> {
  const result = safeParse(schema, input);
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The messages Formik shows: the same call Formik makes with a validationSchema. */
export async function yupMessages(schema: AnySchema, input: FormikValues): Promise<Record<string, string>> {
  try {
    await validateYupSchema(input, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as Record<string, string>;
  }
}

/** File fields report their problem on the field itself in the form, on its key/file_name in zod. */
const FILE_PARTS = /\.(key|file_name)$/;

/** First zod message per dotted path. */
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

/** First yup message per dotted path, as the form pins them to its fields. */
export async function yupDottedMessages(schema: AnySchema, input: FormikValues): Promise<Record<string, string>> {
  return flattenErrors(await yupErrors(schema, input));
}
