import type { $ZodError } from 'zod/v4/core';
import type { FieldErrors } from './errors';

/** zod issues -> { field: [messages] }, the `errors` member of the error shape. */
export function fieldErrors(error: $ZodError, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || prefix || '_';
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
