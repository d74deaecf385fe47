import { apiMessages } from '@tender/shared/messages';
import { AppError, ConflictError, ServiceUnavailableError } from '../errors';

const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE']);
const conflictNames = new Set(['ConditionalCheckFailedException', 'TransactionCanceledException']);
const unavailableNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'ServiceUnavailable',
  'InternalServerError',
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause ? errorCode(cause) : undefined;
}

/** Turns anything thrown into an AppError whose message is safe to show, keeping the original as cause. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const name = error instanceof Error ? error.name : '';
  if (conflictNames.has(name)) return new ConflictError(apiMessages.conflict, { cause: error });
  const code = errorCode(error);
  if (unavailableNames.has(name) || (code && unreachableCodes.has(code))) {
    return new ServiceUnavailableError({ cause: error });
  }
  return new AppError(500, apiMessages.internal, undefined, { cause: error });
}
