// Errors that come from outside the form's own rules: a 400/409's `errors` ({ 'dotted.path': [message] })
// and the live "email already registered" check. Each is pinned to the value it was given for and
// shows until that field's value changes, whatever else the visitor edits meanwhile (Formik would
// otherwise drop it at the next validation).
import { getIn, setIn, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

export type PinnedError = { value: unknown; message: string };
/** By dotted path ('document_1.value', 'turnovers.1.certificate_storage'). */
export type PinnedErrors = Readonly<Record<string, PinnedError>>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Pins each message to the current value of its path. */
export function pinErrors(messages: Readonly<Record<string, string>>, values: FormikValues): PinnedErrors {
  return Object.fromEntries(
    Object.entries(messages).map(([path, message]) => [path, { value: getIn(values, path), message }]),
  );
}

/** The pinned messages whose field still holds the value they were given for, by dotted path. */
export function livePinnedErrors(pinned: PinnedErrors, values: FormikValues): Record<string, string> {
  const live: Record<string, string> = {};
  for (const [path, error] of Object.entries(pinned)) {
    if (same(getIn(values, path), error.value)) live[path] = error.message;
  }
  return live;
}

/** Adds dotted-path messages to Formik's nested errors, keeping an error the form's own rules already give. */
export function withErrors<V>(errors: FormikErrors<V>, messages: Readonly<Record<string, string>>): FormikErrors<V> {
  let merged = errors as FormikValues;
  for (const [path, message] of Object.entries(messages)) {
    if (getIn(merged, path) === undefined) merged = setIn(merged, path, message);
  }
  return merged as FormikErrors<V>;
}

/** Formik's errors for `values` by a yup schema: the same call Formik makes for a validationSchema. */
export async function yupErrors<V extends FormikValues>(schema: AnySchema, values: V): Promise<FormikErrors<V>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<V>(error);
  }
}

/** Nested Formik errors (or touched) flattened to dotted paths: { 'bank_details.ifsc_code': '...' }. */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof errors === 'string') {
    if (prefix) flat[prefix] = errors;
    return flat;
  }
  if (errors && typeof errors === 'object') {
    for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
      if (value === undefined) continue;
      Object.assign(flat, flattenErrors(value, prefix ? `${prefix}.${key}` : key));
    }
  }
  return flat;
}

/** `touched` with every given dotted path set, so the errors placed there show at once. */
export function touchPaths<T extends FormikValues>(touched: T, paths: readonly string[]): T {
  return paths.reduce((result, path) => setIn(result, path, true) as T, touched);
}
