import { apiMessages } from '@tender/shared/messages';

export type FieldErrors = Record<string, string[]>;

/** An error whose message is safe to show the caller. Everything else becomes a plain 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message: string = apiMessages.validation) {
    super(400, message, errors);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = apiMessages.notFound) {
    super(404, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = apiMessages.unauthorized) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = apiMessages.forbidden) {
    super(403, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string = apiMessages.conflict, options?: { cause?: unknown; errors?: FieldErrors }) {
    super(409, message, options?.errors, options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string = apiMessages.tooManyRequests,
    /** Seconds until a new attempt can succeed; answered as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, apiMessages.payloadTooLarge);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, apiMessages.unsupportedMediaType);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super(503, apiMessages.unavailable, undefined, options);
  }
}
