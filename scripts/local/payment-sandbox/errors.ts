/**
 * Razorpay's error body. The SDK rejects with `{ statusCode, error: body.error }`, so callers
 * (our payment handlers) see exactly what they would see from api.razorpay.com.
 */
export type RazorpayErrorBody = {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
    description: string;
    field?: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
  };
};

export class RazorpayApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }
}

/** A 400 as Razorpay words input validation failures; `field` names the offending parameter. */
export function badRequest(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      ...(field ? { field } : {}),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

/** Razorpay answers a wrong key id or secret with 401 and this body (source/step/reason are 'NA'). */
export function authenticationFailed(): RazorpayApiError {
  return new RazorpayApiError(401, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

/** The sandbox's own refusal: the checkout endpoints answer only the dialog on the site's origin. */
export function notFromCheckout(description: string): RazorpayApiError {
  return new RazorpayApiError(403, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

export function urlNotFound(): RazorpayApiError {
  return new RazorpayApiError(404, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'The requested URL was not found on the server.',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

export function serverError(): RazorpayApiError {
  return new RazorpayApiError(500, {
    error: {
      code: 'SERVER_ERROR',
      description: 'The server encountered an error. The incident has been reported to admins.',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}
