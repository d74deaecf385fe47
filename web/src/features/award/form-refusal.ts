import { apiMessages } from '@tender/shared/messages';
import type { Outcome } from '../../components/form/form-outcome';
import { firstFieldErrors, isApiError } from '../../lib/api/api-error';

/**
 * The outcome line of a refused award or declaration: the server's message as it is (a 409 naming
 * why, a 403), its field errors (a 400 on `reason`) put on the form's fields.
 */
export function refusalOutcome(error: unknown, setErrors: (errors: Record<string, string>) => void): Outcome {
  if (!isApiError(error)) return { status: 'error', message: apiMessages.internal };
  const fieldErrors = firstFieldErrors(error.fieldErrors);
  if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  return { status: 'error', message: error.serverMessage ?? error.message };
}
