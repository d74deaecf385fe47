// The browser security headers of every answer, defined once: CloudFront's response headers policy
// (infra/lib/web-stack.ts) and the local gateway (scripts/local/gateway.ts) both build theirs from
// this, and test/e2e/csp.e2e.ts checks that the SPA and the payment dialog work under it.

/** OpenStreetMap's embedded map of the office on /contact-us: a frame, nothing else. */
export const OPENSTREETMAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** Razorpay Standard Checkout: its script, the iframes it opens and the hosts it calls. */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
} as const;

export type CspOptions = {
  /**
   * The uploads bucket's regional endpoint: the browser POSTs presigned uploads to it, and an
   * uploaded site logo (GET /site_logo/{file_name} redirects to a short-lived link there) is an image from it.
   */
  uploadOrigins?: readonly string[];
};

/**
 * The Content-Security-Policy: the SPA's own files only, plus exactly what Razorpay's checkout
 * needs, the uploaded logo, and OpenStreetMap's map frame. Styles may be inline (Chakra's emotion and the checkout add <style> elements); scripts
 * may not. No page may frame this site.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...RAZORPAY_CHECKOUT_SOURCES.img, ...(options.uploadOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.connect, ...(options.uploadOrigins ?? [])],
    'frame-src': ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.frame, OPENSTREETMAP_EMBED_ORIGIN],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the site never uses (the payment dialog included) are off for every frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'usb=()',
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
].join(', ');

export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Every security header, by lower-case name, as the browser receives it. */
export function securityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}
