// The form (yup) and the API (zod, shared/schemas) must reject the same input with the same message,
// or a visitor would see one message in the browser and another from the server. These give the first
// message per field as each side would show it.
import { validateYupSchema, yupToFormErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { safeParse, type core } from 'zod/mini';

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
