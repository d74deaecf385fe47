import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { DomainName, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Route } from '@tender/functions/routes';
import { suppressCdkHelpers } from './cdk-helpers-nag';
import type { StageConfig } from './config';
import { apiBehaviours } from './constructs/api-behaviours';
import { apiFrontDoor } from './constructs/api-front-door';
import { dataPageBehaviours, dataPagesRenderer } from './constructs/data-page-behaviours';
import { DATA_PAGES_ORIGIN_ID } from './constructs/data-pages';
import { securityHeadersPolicy } from './constructs/security-headers-policy';
import { siteBuckets } from './constructs/site-buckets';
import { deploySite } from './constructs/site-deployment';
import { spaRoutingCode } from './constructs/spa-routing-code';
import { pinLogicalId } from './pin-logical-id';

export const WEB_LOGICAL_IDS = { siteBucket: 'SiteBucket' } as const;

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
 * The front door: the HTTP API (routes are added by the ApiStack), the private SPA bucket and the
 * CloudFront distribution that serves both from one origin (DESIGN §1). The HTTP API lives here,
 * not in the ApiStack, so that the functions can be told the site's URL (mail links) without a
 * cycle between the stacks: data -> web -> api. Its parts (constructs/) are made in this stack's
 * own scope, so their logical ids are the stack's.
 */
/**
 * CachingOptimized, keyed on the query string too: the pages this behaviour sends to the renderer
 * (the portal's forms, the static pages) are rendered for their query string (a reset link's token
 * and email fill the reset form), and CloudFront passes the renderer only what the key holds. The
 * built files' addresses carry no query string, so their caching is unchanged.
 */
function siteCachePolicy(stack: Stack): cloudfront.ICachePolicy {
  return new cloudfront.CachePolicy(stack, 'SiteCache', {
    comment: 'CachingOptimized keyed on the query string as well (pages rendered for it)',
    minTtl: Duration.seconds(1),
    defaultTtl: Duration.days(1),
    maxTtl: Duration.days(365),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /** The regional custom domain CloudFront uses as the API origin, when the stage has one. */
  readonly apiDomain?: DomainName;
  /** The x-origin-verify header value CloudFront sends and the API's authorizer checks. */
  readonly originVerifySecret: secretsmanager.Secret;
  readonly distribution: cloudfront.Distribution;
  /** The data pages' renderer, when the build has its server part. */
  readonly renderer?: lambda.Function;
  /** https://<custom domain or CloudFront domain>, no trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const { apiOrigin } = props;
    const frontDoor = apiFrontDoor(this, apiOrigin, { retainData: props.retainData });
    this.httpApi = frontDoor.httpApi;
    if (frontDoor.apiDomain) this.apiDomain = frontDoor.apiDomain;
    this.originVerifySecret = frontDoor.originVerifySecret;

    const { siteBucket, edgeLogBucket } = siteBuckets(this, { retainData: props.retainData, edgeLogs: props.edgeLogs });
    const headers = securityHeadersPolicy(this, props.uploadConnectOrigins ?? []);
    pinLogicalId(siteBucket, WEB_LOGICAL_IDS.siteBucket);
    NagSuppressions.addResourceSuppressions(siteBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'Holds only the public SPA build, read solely by CloudFront through OAC; nothing to audit per object.',
      },
    ]);

    const apiDomain = apiOrigin ? apiOrigin.domain : Fn.parseDomainName(this.httpApi.apiEndpoint);
    const dataPages = dataPagesRenderer(this, {
      webDistDir: props.webDistDir,
      ...(props.webServerDir ? { webServerDir: props.webServerDir } : {}),
      apiOrigin: `https://${apiDomain}`,
      originVerifySecret: this.originVerifySecret,
      retainLogs: props.retainData,
      tracing: props.edgeLogs,
    });
    if (dataPages) this.renderer = dataPages.function;
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: dataPages
        ? 'Serves the prerendered page or /index.html for client-side routes; / goes to the data-page renderer'
        : 'Serves /index.html for client-side routes of the SPA',
      code: cloudfront.FunctionCode.fromInline(
        spaRoutingCode({ dataPagesOriginId: dataPages ? DATA_PAGES_ORIGIN_ID : undefined }),
      ),
    });
    const api = apiBehaviours(this, {
      apiDomain,
      originVerifySecret: this.originVerifySecret,
      routes: props.routes,
      headers,
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
        cachePolicy: siteCachePolicy(this),
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      ...(edgeLogBucket ? { enableLogging: true, logBucket: edgeLogBucket, logFilePrefix: 'cloudfront/' } : {}),
      additionalBehaviors: {
        ...(dataPages ? dataPageBehaviours(this, dataPages, headers, this.originVerifySecret) : {}),
        ...api,
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
                'Without a site domain (lib/stages.ts names.siteDomain) the default *.cloudfront.net certificate is used, whose TLS policy CloudFront fixes; with one the distribution uses TLSv1.2_2021.',
            },
          ]),
    ]);

    deploySite(this, { siteBucket, webDistDir: props.webDistDir, distribution: this.distribution });
    suppressCdkHelpers(this);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    // What the site's own name points at (SiteUrl is that name once it is set).
    new CfnOutput(this, 'SiteDomainTarget', {
      description: domain
        ? `Point ${domain} at this (a CNAME, or an alias record at the zone apex)`
        : "The distribution's domain: point the stage's names.siteDomain at it once set",
      value: this.distribution.distributionDomainName,
    });
    // No ApiEndpoint output: the API is used through the site URL only.
  }
}
