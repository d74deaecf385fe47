// The distribution's behaviours for /api/*: public GETs the route table gives a shared-cache
// lifetime each get one keyed on the query string only; everything else goes through uncached,
// with Authorization forwarded. Cache policies are made in the stack's own scope.
import { Duration, type Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@tender/functions/platform/http/origin-verify';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';

/** The CloudFront path pattern that goes to the HTTP API instead of the SPA bucket. */
export const API_PATH_PATTERN = `/${API_BASE_PATH.split('/')[1]}/*`;

/**
 * CloudFront path patterns of the public GET routes that declare a shared-cache lifetime
 * (`{id}` -> `*`). A pattern must not also match a route that is not such a GET: that route would
 * lose its Authorization header and its other methods.
 */
export function cachedApiPathPatterns(routes: readonly Route[]): string[] {
  const pattern = (route: Route) => `${API_BASE_PATH}${route.path}`.replace(/\{[^}]+\}/g, '*');
  const cached = routes.filter((route) => route.method === 'GET' && route.auth === 'public' && route.cache);
  const patterns = [...new Set(cached.map(pattern))];
  for (const other of routes.filter((route) => !cached.includes(route))) {
    if (patterns.includes(pattern(other))) {
      throw new Error(`${other.method} ${other.path} shares the cached path pattern ${pattern(other)}`);
    }
  }
  return patterns;
}

export type ApiBehavioursProps = {
  /** The API's domain CloudFront reaches (the regional custom domain or execute-api's). */
  apiDomain: string;
  originVerifySecret: secretsmanager.Secret;
  routes: readonly Route[];
  headers: cloudfront.IResponseHeadersPolicy;
};

export function apiBehaviours(
  stack: Stack,
  { apiDomain, originVerifySecret, routes, headers }: ApiBehavioursProps,
): Record<string, cloudfront.BehaviorOptions> {
  const origin = new origins.HttpOrigin(apiDomain, {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret.secretValue.unsafeUnwrap() },
  });

  const publicApiCache = new cloudfront.CachePolicy(stack, 'PublicApiCache', {
    comment: 'Public API GETs: the answer s-maxage decides; keyed on the query string only',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const personalApiCache = new cloudfront.CachePolicy(stack, 'PersonalApiCache', {
    comment: 'Every other API request: answers are no-store; Authorization in the key so it is forwarded',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
    headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    // Compressed answers (the behaviour's `compress`): CloudFront compresses only what the policy
    // lets vary by Accept-Encoding. Still nothing kept: the answers are no-store, maxTtl 1 s.
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

  return {
    // Public GETs the route table gives a shared-cache lifetime: keyed on the query string only
    // (never a header or cookie), for as long as the answer's s-maxage says.
    ...Object.fromEntries(
      cachedApiPathPatterns(routes).map((pattern) => [
        pattern,
        {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: publicApiCache,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
        },
      ]),
    ),
    [API_PATH_PATTERN]: {
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // Authorization must be in the cache key to reach the API at all (CloudFront forwards it
      // no other way); every answer here is no-store, so nothing is kept.
      cachePolicy: personalApiCache,
      // Every viewer header and CloudFront's own headers of before June 2022, among them
      // CloudFront-Viewer-Address: per-address limits read it (API Gateway's sourceIp is the
      // edge). Host stays out, or API Gateway would not know its own domain.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      compress: true,
    },
  };
}
