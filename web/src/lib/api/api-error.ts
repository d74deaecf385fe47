export type FieldErrors = Record<string, string[]>;

/** Status 0 means the request never got an answer (offline, DNS, connection refused). */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your internet connection and try again.';

/** Every failed API call rejects with this: the HTTP status, the server's message and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The message the server itself sent, if it sent one (message is then the same text). */
  readonly serverMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    options?: { cause?: unknown; serverMessage?: string },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.serverMessage = options?.serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** Worth retrying on its own: no answer, a timeout, throttling, or the server side (503 = database down). */
  get isTransient(): boolean {
    return this.status === NETWORK_ERROR_STATUS || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The first message of each field, the shape Formik's setErrors wants. */
export function firstFieldErrors(fieldErrors: FieldErrors): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first) result[field] = first;
  }
  return result;
}
