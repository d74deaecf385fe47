import { Duration, type Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  securityHeaders as sharedSecurityHeaders,
} from '@tender/shared/security-headers';

/** The response headers every behaviour adds, from shared/security-headers.ts (the local gateway sends the same). */
export function securityHeadersPolicy(
  stack: Stack,
  uploadOrigins: readonly string[],
): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(stack, 'SecurityHeaders', {
    comment: 'shared/security-headers.ts: CSP for the SPA and Razorpay checkout, HSTS, framing, referrer, permissions',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ uploadOrigins }),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: ['permissions-policy', 'cross-origin-opener-policy'].map((header) => ({
        header,
        value: sharedSecurityHeaders()[header]!,
        override: true,
      })),
    },
  });
}
