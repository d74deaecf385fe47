// The data-page renderer in the web stack: made when the web build left its server part (else the
// pages stay the build's shells), and the distribution's behaviours that send those pages to it.
import fs from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, type Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { SERVER_PART } from '@tender/shared/site-pages';
import { dataPagesBundlesDir, dataPagesEntry } from '../paths';
import { DATA_PAGE_PATTERNS, DataPages } from './data-pages';

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
  return Object.fromEntries(DATA_PAGE_PATTERNS.map((pattern) => [pattern, behaviour]));
}
