import fs from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { DomainName, HttpApi, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@tender/functions/platform/http/origin-verify';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  securityHeaders as sharedSecurityHeaders,
} from '@tender/shared/security-headers';
import { SERVER_PART } from '@tender/shared/site-pages';
import { suppressCdkHelpers } from './cdk-helpers-nag';
import type { StageConfig } from './config';
import { DATA_PAGE_PATTERNS, DATA_PAGES_ORIGIN_ID, DataPages } from './constructs/data-pages';
import { spaRoutingCode } from './constructs/spa-routing-code';
import { dataPagesBundlesDir, dataPagesEntry } from './paths';
import { pinLogicalId } from './pin-logical-id';

export const WEB_LOGICAL_IDS = { siteBucket: 'SiteBucket' } as const;

/** The CloudFront path pattern that goes to the HTTP API instead of the SPA bucket. */
export const API_PATH_PATTERN = `/${API_BASE_PATH.split('/')[1]}/*`;

export type WebStackProps = StackProps & {
  site: StageConfig['site'];
  /** A regional custom domain CloudFront reaches the API through; with it execute-api is disabled. */
  apiOrigin?: StageConfig['apiOrigin'];
  /** The WAF web ACL (ARN, us-east-1) in front of the distribution. */
  webAclArn?: string;
  /** The site bucket and the log bucket go with the stack (dev) or stay (prod). */
  retainData: boolean;
  /** CloudFront standard logs to a bucket of this stack. */
  edgeLogs: boolean;
  /** Origins the browser uploads to (the uploads bucket), for the CSP's connect-src. */
  uploadConnectOrigins?: readonly string[];
  /** The built SPA; deployed only when it exists. */
  webDistDir: string;
  /**
   * The web build's server part (web/dist-server): with it, the data pages (home, tender lists,
   * tender details) are rendered on request with their data by a Lambda (constructs/data-pages.ts).
   * Default: dist-server beside webDistDir.
   */
  webServerDir?: string;
  /** The route table: public GETs with a `cache` field get a caching behaviour each. */
  routes: readonly Route[];
};

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

/**
 * The front door: the HTTP API (routes are added by the ApiStack), the private SPA bucket and the
 * CloudFront distribution that serves both from one origin (DESIGN §1). The HTTP API lives here,
 * not in the ApiStack, so that the functions can be told the site's URL (mail links) without a
 * cycle between the stacks: data -> web -> api.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /** The regional custom domain CloudFront uses as the API origin, when the stage has one. */
  readonly apiDomain?: DomainName;
  /** The x-origin-verify header value CloudFront sends and the functions check. */
  readonly originVerifySecret: secretsmanager.Secret;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or CloudFront domain>, no trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const { apiOrigin } = props;
    // The stage (with its per-route throttles) is made by the ApiStack, after the routes exist.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Tender marketplace API (${id}); routes come from functions/routes.ts`,
      createDefaultStage: false,
      // With a custom origin domain, the API answers only there: CloudFront is the one way in.
      disableExecuteApiEndpoint: Boolean(apiOrigin),
    });
    if (apiOrigin) {
      this.apiDomain = new DomainName(this, 'ApiOriginDomain', {
        domainName: apiOrigin.domain,
        certificate: acm.Certificate.fromCertificateArn(this, 'ApiOriginCertificate', apiOrigin.certificateArn),
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      new CfnOutput(this, 'ApiOriginDnsTarget', {
        description: `CNAME ${apiOrigin.domain} to this (the API's regional domain; only CloudFront uses it)`,
        value: this.apiDomain.regionalDomainName,
      });
    }
    // Without a custom origin domain execute-api stays reachable, so CloudFront proves itself with a
    // header whose value is a generated secret the functions compare (functions/platform/http/pipeline.ts).
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Value of the x-origin-verify header CloudFront adds to every API request',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(this.originVerifySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating it needs CloudFront and every function updated together (a deploy); it only proves a request came through the distribution.',
      },
    ]);

    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });
    // CloudFront standard logs need ACLs (the log delivery account writes with one).
    const edgeLogBucket = props.edgeLogs
      ? new s3.Bucket(this, 'EdgeLogBucket', {
          blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
          encryption: s3.BucketEncryption.S3_MANAGED,
          enforceSSL: true,
          objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
          lifecycleRules: [{ expiration: Duration.days(90) }],
          removalPolicy,
          autoDeleteObjects: !props.retainData,
        })
      : undefined;
    if (edgeLogBucket) {
      NagSuppressions.addResourceSuppressions(edgeLogBucket, [
        {
          id: 'AwsSolutions-S1',
          reason: 'This is the CloudFront log bucket itself; logging it into itself would loop.',
        },
      ]);
    }

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment:
        'shared/security-headers.ts: CSP for the SPA and Razorpay checkout, HSTS, framing, referrer, permissions',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ uploadOrigins: props.uploadConnectOrigins ?? [] }),
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
    pinLogicalId(siteBucket, WEB_LOGICAL_IDS.siteBucket);
    NagSuppressions.addResourceSuppressions(siteBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'Holds only the public SPA build, read solely by CloudFront through OAC; nothing to audit per object.',
      },
    ]);

    const apiDomain = apiOrigin ? apiOrigin.domain : Fn.parseDomainName(this.httpApi.apiEndpoint);
    const dataPages = this.dataPagesRenderer(props, `https://${apiDomain}`);
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: dataPages
        ? 'Serves the prerendered page or /index.html for client-side routes; / goes to the data-page renderer'
        : 'Serves /index.html for client-side routes of the SPA',
      code: cloudfront.FunctionCode.fromInline(
        spaRoutingCode({ dataPagesOriginId: dataPages ? DATA_PAGES_ORIGIN_ID : undefined }),
      ),
    });

    const apiOriginBehaviour = new origins.HttpOrigin(apiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    const publicApiCache = new cloudfront.CachePolicy(this, 'PublicApiCache', {
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
    const personalApiCache = new cloudfront.CachePolicy(this, 'PersonalApiCache', {
      comment: 'Every other API request: answers are no-store; Authorization in the key so it is forwarded',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    });

    const { domain, certificateArn } = props.site;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Tender marketplace (${id})`,
      defaultRootObject: 'index.html',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200, // includes edge locations in India
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(domain && certificateArn
        ? {
            domainNames: [domain],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: acm.Certificate.fromCertificateArn(this, 'SiteCertificate', certificateArn),
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      ...(edgeLogBucket ? { enableLogging: true, logBucket: edgeLogBucket, logFilePrefix: 'cloudfront/' } : {}),
      additionalBehaviors: {
        // Pages rendered with their data, for their query string, for as long as the answer's s-maxage
        // (and stale-while-revalidate) says; nothing personal is in them.
        ...(dataPages ? this.dataPageBehaviours(dataPages, headers) : {}),
        // Public GETs the route table gives a shared-cache lifetime: keyed on the query string only
        // (never a header or cookie), for as long as the answer's s-maxage says.
        ...Object.fromEntries(
          cachedApiPathPatterns(props.routes).map((pattern) => [
            pattern,
            {
              origin: apiOriginBehaviour,
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
          origin: apiOriginBehaviour,
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
      },
    });
    this.siteUrl = `https://${domain ?? this.distribution.distributionDomainName}`;

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Tenders are public and bidders may be abroad; no geo restriction is wanted.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'WAF is off for this stage (lib/stages.ts, cost); the API has per-route throttles and in-handler per-address limits.',
            },
          ]),
      ...(edgeLogBucket
        ? []
        : [
            {
              id: 'AwsSolutions-CFR3',
              reason:
                'Standard logs are off for this stage (lib/stages.ts edgeLogs); API requests have stage access logs.',
            },
          ]),
      ...(domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without SITE_DOMAIN the default *.cloudfront.net certificate is used, whose TLS policy CloudFront fixes; with SITE_DOMAIN the distribution uses TLSv1.2_2021.',
            },
          ]),
    ]);

    this.deploySite(siteBucket, props.webDistDir);
    suppressCdkHelpers(this);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    // No ApiEndpoint output: the API is used through the site URL only.
  }

  /** The data-page renderer, when the web build left its server part (else the pages stay shells). */
  private dataPagesRenderer(props: WebStackProps, apiOrigin: string): DataPages | undefined {
    const serverDir = props.webServerDir ?? path.join(props.webDistDir, '..', SERVER_PART.dir);
    const built = fs.existsSync(path.join(props.webDistDir, 'index.html'));
    const serverModule = path.join(serverDir, SERVER_PART.module);
    if (!built || !fs.existsSync(serverModule)) {
      Annotations.of(this).addWarningV2(
        '@tender/infra:web-server-missing',
        `${serverModule} not found: the data pages are served as the build's shells. Run 'npm run build' before 'cdk deploy'.`,
      );
      return undefined;
    }
    return new DataPages(this, 'DataPages', {
      apiOrigin,
      originVerify: this.originVerifySecret.secretValue.unsafeUnwrap(),
      entry: dataPagesEntry,
      serverDir,
      bundlesDir: dataPagesBundlesDir,
      retainLogs: props.retainData,
      tracing: props.edgeLogs,
    });
  }

  private dataPageBehaviours(
    dataPages: DataPages,
    headers: cloudfront.IResponseHeadersPolicy,
  ): Record<string, cloudfront.BehaviorOptions> {
    const cachePolicy = new cloudfront.CachePolicy(this, 'DataPageCache', {
      comment: 'Pages rendered with their data: the answer s-maxage decides; keyed on path and query string only',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const behaviour: cloudfront.BehaviorOptions = {
      origin: dataPages.origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: headers,
      compress: true,
    };
    return Object.fromEntries(DATA_PAGE_PATTERNS.map((pattern) => [pattern, behaviour]));
  }

  /**
   * Uploads web/dist: hashed files under assets/ with a year of immutable caching, everything else
   * (index.html, robots.txt, ...) revalidated on every request. Skipped with a warning when the SPA
   * has not been built, so synth never needs a web build.
   */
  private deploySite(siteBucket: s3.Bucket, webDistDir: string): void {
    if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        '@tender/infra:web-dist-missing',
        `${webDistDir}/index.html not found: the SPA is not deployed by this synth. Run 'npm run build' before 'cdk deploy'.`,
      );
      return;
    }
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(webDistDir, { exclude: ['*', '!assets', '!assets/**'] })],
      destinationBucket: siteBucket,
      prune: false, // pages still open in a browser keep loading the previous build's chunks
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [s3deploy.Source.asset(webDistDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: siteBucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    shell.node.addDependency(assets); // index.html only after the chunks it references

    // The BucketDeployment handler is a CDK-owned singleton Lambda at the stack's root.
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason: 'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole for its logs.',
          },
          {
            id: 'AwsSolutions-IAM5',
            reason: 'CDK BucketDeployment handler: copies every object of the asset into the site bucket.',
          },
          { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment handler: runtime chosen and updated by aws-cdk-lib.' },
        ],
        true,
      );
    }
  }
}
