// The data-page renderer in the web stack: made when the web build left its server part (else the
// pages stay the build's shells), and the distribution's behaviours that send those pages to it.
import fs from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, type Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { SESSION_COOKIE, SESSION_HEADER } from '@tender/shared/session-cookie';
import { PRERENDERED_PAGES, SERVER_PART, type PrerenderedPage } from '@tender/shared/site-pages';
import { dataPagesBundlesDir, dataPagesEntry } from '../paths';
import { ORIGIN_VERIFY_HEADER } from '@tender/functions/platform/http/origin-verify';
import { DATA_PAGE_PATTERNS, DataPages, isPatternPart, pagePathSource } from './data-pages';

/** The pages whose form posts itself to the renderer before the app is live (web/server/contact-post.ts). */
export const FORM_POST_PATHS = ['/contact-us'] as const;
/** The origin of those pages: the renderer through a Function URL of its own (see formPostBehaviours). */
export const FORM_POST_ORIGIN_ID = 'DataPagesFormPost';
/** Where the viewer's Host reaches the renderer, which checks a post's Origin against it (web/server/lambda.ts). */
export const SITE_HOST_HEADER = 'x-site-host';

export type DataPagesRendererProps = {
  webDistDir: string;
  /** Default: dist-server beside webDistDir. */
  webServerDir?: string;
  /** https://<the API's domain>, which the renderer asks for the pages' data. */
  apiOrigin: string;
  /** The x-origin-verify value's secret: the renderer is told its ARN and may read it. */
  originVerifySecret: secretsmanager.ISecret;
  retainLogs: boolean;
  tracing: boolean;
};

export function dataPagesRenderer(stack: Stack, props: DataPagesRendererProps): DataPages | undefined {
  const serverDir = props.webServerDir ?? path.join(props.webDistDir, '..', SERVER_PART.dir);
  const built = fs.existsSync(path.join(props.webDistDir, 'index.html'));
  const serverModule = path.join(serverDir, SERVER_PART.module);
  if (!built || !fs.existsSync(serverModule)) {
    Annotations.of(stack).addWarningV2(
      '@tender/infra:web-server-missing',
      `${serverModule} not found: the data pages are served as the build's shells. Run 'npm run build' before 'cdk deploy'.`,
    );
    return undefined;
  }
  return new DataPages(stack, 'DataPages', {
    apiOrigin: props.apiOrigin,
    originVerifySecret: props.originVerifySecret,
    entry: dataPagesEntry,
    serverDir,
    bundlesDir: dataPagesBundlesDir,
    retainLogs: props.retainLogs,
    tracing: props.tracing,
  });
}

/**
 * Pages rendered with their data, for their query string, for as long as the answer's s-maxage
 * (and stale-while-revalidate) says; nothing personal is in them.
 */
export function dataPageBehaviours(
  stack: Stack,
  dataPages: DataPages,
  headers: cloudfront.IResponseHeadersPolicy,
  originVerifySecret?: secretsmanager.ISecret,
): Record<string, cloudfront.BehaviorOptions> {
  const cachePolicy = new cloudfront.CachePolicy(stack, 'DataPageCache', {
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
  return {
    ...Object.fromEntries(DATA_PAGE_PATTERNS.map((pattern) => [pattern, behaviour])),
    ...signedInPageBehaviours(stack, behaviour),
    ...(originVerifySecret ? formPostBehaviours(stack, dataPages, behaviour, originVerifySecret) : {}),
  };
}

/**
 * The CloudFront path pattern of a signed-in visitor's page: its path, with `*` for a segment of
 * many values (`/tenders/*\/bid`).
 */
export function signedInPagePattern(page: PrerenderedPage): string {
  return pagePathSource(page)
    .split('/')
    .map((segment) => (isPatternPart(segment) ? '*' : segment))
    .join('/');
}

/**
 * A signed-in visitor's own pages (shared/site-pages.ts, `signedIn`): rendered with their data when
 * the request carries their remembered session's cookie or their tab's session header
 * (shared/session-cookie.ts), so never kept by CloudFront (a cache with a minimum TTL would keep even a
 * private answer), and given that one cookie and that one header.
 */
function signedInPageBehaviours(
  stack: Stack,
  pageBehaviour: cloudfront.BehaviorOptions,
): Record<string, cloudfront.BehaviorOptions> {
  const requestPolicy = new cloudfront.OriginRequestPolicy(stack, 'SignedInPageRequest', {
    comment: "A signed-in visitor's page: the session cookie or header it is rendered with, and the query string",
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(SESSION_HEADER),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList(SESSION_COOKIE),
  });
  const behaviour: cloudfront.BehaviorOptions = {
    ...pageBehaviour,
    cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
    originRequestPolicy: requestPolicy,
  };
  const pages = PRERENDERED_PAGES.filter((page) => page.signedIn);
  return Object.fromEntries(pages.map((page) => [signedInPagePattern(page), behaviour]));
}

/**
 * The pages whose form posts without the app: GET as the other data pages, and POST to the
 * renderer, with the headers its checks read (Origin, Referer, Content-Type, the viewer's Host and
 * address). A Function URL behind origin access control takes no browser POST (it wants the body's
 * SHA-256 in x-amz-content-sha256), so these reach the renderer through a second Function URL
 * without IAM auth, on an alias, with CloudFront's x-origin-verify value, which the renderer checks
 * on every request that came without IAM auth. The WAF stays in front: it is the distribution's.
 */
function formPostBehaviours(
  stack: Stack,
  dataPages: DataPages,
  pageBehaviour: cloudfront.BehaviorOptions,
  originVerifySecret: secretsmanager.ISecret,
): Record<string, cloudfront.BehaviorOptions> {
  const alias = new lambda.Alias(stack, 'DataPagesFormPostAlias', {
    aliasName: 'form-post',
    version: dataPages.function.currentVersion,
  });
  const url = alias.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE });
  const origin = new origins.FunctionUrlOrigin(url, {
    originId: FORM_POST_ORIGIN_ID,
    readTimeout: Duration.seconds(15),
    customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret.secretValue.unsafeUnwrap() },
  });
  const viewerHost = new cloudfront.Function(stack, 'ViewerHost', {
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    comment: `Copies the viewer's Host into ${SITE_HOST_HEADER} (the origin gets the Function URL's own)`,
    code: cloudfront.FunctionCode.fromInline(
      `function handler(event) {\n  var request = event.request;\n  request.headers['${SITE_HOST_HEADER}'] = { value: request.headers.host.value };\n  return request;\n}`,
    ),
  });
  const requestPolicy = new cloudfront.OriginRequestPolicy(stack, 'FormPostRequest', {
    comment: "A form post's checks: its Origin or Referer, its type, the viewer's Host and address",
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
      'origin',
      'referer',
      'content-type',
      SITE_HOST_HEADER,
      'cloudfront-viewer-address',
    ),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  const behaviour: cloudfront.BehaviorOptions = {
    ...pageBehaviour,
    origin,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
    originRequestPolicy: requestPolicy,
    functionAssociations: [{ function: viewerHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
  };
  return Object.fromEntries(FORM_POST_PATHS.map((path) => [path, behaviour]));
}
