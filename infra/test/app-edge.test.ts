// The WebStack of the prod stage: CloudFront in front of the SPA bucket and the HTTP API, the one way
// in to the API, the response headers and what is cached at the edge.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '@tender/functions/routes';
import { cacheControlOf } from '@tender/functions/contracts/route-contract';
import { securityHeaders as sharedSecurityHeaders } from '@tender/shared/security-headers';
import { API_PATH_PATTERN, cachedApiPathPatterns } from '../lib/constructs/api-behaviours';
import { FORM_POST_ORIGIN_ID } from '../lib/constructs/data-page-behaviours';
import { areaFunctions } from './helpers/api-templates';
import { PROD_NAMES } from './helpers/prod-input';
import {
  ALL_VIEWER_EXCEPT_HOST_HEADER,
  areas,
  resourcesOf,
  templates,
  useProdApp,
  type DistributionConfig,
} from './helpers/prod-app';

useProdApp();

describe('WebStack: CloudFront in front of the SPA bucket and the HTTP API', () => {
  const distributionConfig = () =>
    Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as DistributionConfig;

  it('routes /api/* to the HTTP API with every viewer header except Host, Authorization through the cache key', () => {
    const config = distributionConfig();
    expect(API_PATH_PATTERN).toBe('/api/*');
    const apiBehaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(apiBehaviour).toMatchObject({
      CachePolicyId: { Ref: expect.stringMatching(/^PersonalApiCache/) },
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(apiBehaviour!.FunctionAssociations).toBeUndefined();
    const apiOrigin = config.Origins.find((o) => o.Id === apiBehaviour!.TargetOriginId);
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it("outputs the distribution's domain name to point the site domain at", () => {
    const distributionId = Object.keys(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!;
    templates.web.hasOutput('SiteDomainTarget', {
      Description: Match.stringLikeRegexp('^Point tenders\\.example\\.in at this'),
      Value: { 'Fn::GetAtt': [distributionId, 'DomainName'] },
    });
  });

  it('compresses the authenticated API answers (gzip and brotli) and still keeps none of them', () => {
    const policies = resourcesOf(templates.web, 'AWS::CloudFront::CachePolicy');
    const personal = Object.entries(policies).find(([id]) => id.startsWith('PersonalApiCache'))![1];
    expect(personal.Properties!.CachePolicyConfig).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      MaxTTL: 1,
      ParametersInCacheKeyAndForwardedToOrigin: expect.objectContaining({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      }),
    });
    const apiBehaviour = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === '/api/*') as
      { Compress?: boolean } | undefined;
    expect(apiBehaviour?.Compress).toBe(true);
  });

  it('serves the SPA from a private bucket through OAC with an SPA fallback that leaves API errors alone', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    // One for the bucket, one for the data-page renderer's Function URL (data-pages.ts).
    templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3' }),
    });
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    // Distribution-wide error responses would also rewrite the API's 403/404: the fallback is a
    // viewer-request function on the default behaviour only.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
  });

  it('deploys web/dist when it exists (assets immutable, the shell revalidated)', () => {
    templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
    });
  });

  it('logs and throttles the HTTP API default stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });
});

describe('Side doors: the API only through the distribution', () => {
  it('adds a generated x-origin-verify header at CloudFront by reference, and gives no function the value', () => {
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as {
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    // The contact form's posts reach the renderer with it too (data-page-behaviours.ts), by reference as well.
    const formPost = config.Origins.find((origin) => origin.Id === FORM_POST_ORIGIN_ID);
    if (formPost) expect(JSON.stringify(formPost.OriginCustomHeaders)).toMatch(/resolve:secretsmanager:/);
    const apiOrigins = config.Origins.filter((origin) => origin.OriginCustomHeaders && origin !== formPost);
    expect(apiOrigins).toHaveLength(1);
    const header = apiOrigins[0]!.OriginCustomHeaders![0]!;
    expect(header.HeaderName).toBe('x-origin-verify');
    expect(JSON.stringify(header.HeaderValue)).toMatch(/resolve:secretsmanager:/);
    const functions = areaFunctions(areas);
    expect(functions).toHaveLength(routes.length);
    // API Gateway's authorizer checks the header before any function runs (origin-authorizer.test.ts):
    // no route function is told the value, nor handed a resolved secret as a nested stack parameter.
    for (const { fn } of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).not.toHaveProperty('ORIGIN_VERIFY');
      expect(JSON.stringify(variables)).not.toMatch(/resolve:secretsmanager|OriginVerifySecret/);
    }
    for (const nested of Object.values(resourcesOf(templates.api, 'AWS::CloudFormation::Stack'))) {
      expect(JSON.stringify(nested.Properties!.Parameters ?? {})).not.toMatch(/resolve:secretsmanager/);
    }
  });

  it("disables prod's execute-api endpoint and reaches the API only through its origin domain", () => {
    templates.web.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    templates.web.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.example.in',
      DomainNameConfigurations: [
        Match.objectLike({ CertificateArn: PROD_NAMES.apiCertificateArn, EndpointType: 'REGIONAL' }),
      ],
    });
    templates.api.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as { Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: unknown[] }[] };
    const apiOrigin = config.Origins.find((origin) => origin.OriginCustomHeaders && origin.Id !== FORM_POST_ORIGIN_ID);
    expect(apiOrigin?.DomainName).toBe('api-origin.example.in');
    expect(JSON.stringify(config.Origins)).not.toMatch(/execute-api|ApiEndpoint/);
  });

  it('does not publish the execute-api endpoint as an output', () => {
    for (const stack of [templates.web, templates.api, ...areas.map((area) => area.template)]) {
      expect(JSON.stringify(stack.toJSON().Outputs ?? {})).not.toMatch(/ApiEndpoint|execute-api/);
    }
  });
});

describe('Headers: our own response headers policy from shared/security-headers.ts', () => {
  it('sends the shared CSP, HSTS a year with subdomains, nosniff, DENY, a strict referrer policy and a Permissions-Policy', () => {
    const policies = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const config = policies[0]!.Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    const security = config.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy!.ContentSecurityPolicy);
    for (const directive of [
      "frame-ancestors 'none'",
      "script-src 'self' https://checkout.razorpay.com",
      'frame-src',
      'https://api.razorpay.com',
      'connect-src',
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      IncludeSubdomains: true,
    });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const custom = Object.fromEntries(config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value]));
    expect(custom['permissions-policy']).toBe(sharedSecurityHeaders()['permissions-policy']);
  });

  it('uses that policy on every behaviour', () => {
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });
});

describe('Public reads cached at the edge, personal answers never', () => {
  const behaviours = () =>
    (
      Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; CachePolicyId: { Ref: string } | string }[];
      }
    ).CacheBehaviors;

  it('has a query-string-keyed caching behaviour for every public GET with a cache field, and only those', () => {
    const cached = routes.filter((route) => route.method === 'GET' && route.auth === 'public' && route.cache);
    expect(cached.length).toBeGreaterThan(5);
    const patterns = behaviours()
      // A managed policy (CachingDisabled: the signed-in pages) is named by its id, not a Ref.
      .filter(
        (behaviour) =>
          typeof behaviour.CachePolicyId === 'object' && behaviour.CachePolicyId.Ref.startsWith('PublicApiCache'),
      )
      .map((behaviour) => behaviour.PathPattern)
      .sort();
    expect(patterns).toEqual(cachedApiPathPatterns(routes).sort());
    const policy = Object.entries(resourcesOf(templates.web, 'AWS::CloudFront::CachePolicy')).find(([id]) =>
      id.startsWith('PublicApiCache'),
    )![1].Properties!.CachePolicyConfig as {
      DefaultTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: Record<
        string,
        { HeaderBehavior?: string; CookieBehavior?: string; QueryStringBehavior?: string }
      >;
    };
    expect(policy.DefaultTTL).toBe(0);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it('answers every authenticated route no-store (cacheControlOf), whatever it declares', () => {
    for (const route of routes) {
      if (route.auth !== 'public' || route.method !== 'GET' || !route.cache) {
        expect(cacheControlOf(route), `${route.method} ${route.path}`).toBe('no-store');
      } else {
        expect(cacheControlOf(route)).toMatch(/^public, max-age=0, s-maxage=\d+/);
      }
    }
  });
});
