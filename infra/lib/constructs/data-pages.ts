import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@tender/shared/site-pages';
import { bundleDataPages } from '../bundling/bundle-data-pages';
import { BUNDLE_HANDLER } from '../bundling/bundle-handlers';
import { API_FUNCTION_DEFAULTS, ownLogsAndRole } from './api-function';

/** The CloudFront origin id the routing function selects for a data page on the default behaviour. */
export const DATA_PAGES_ORIGIN_ID = 'DataPages';

/** A page's address as its `matches` writes it, without the anchors (RegExp#source writes '/' as '\/'). */
export const pagePathSource = (page: PrerenderedPage): string =>
  page.matches.source.replace(/^\^/, '').replace(/\$$/, '').replace(/\\\//g, '/');

/** Whether a part of an address is a pattern (a tender id), not written out. */
export const isPatternPart = (part: string): boolean => /[\\[(*+?{]/.test(part);

/**
 * The CloudFront path pattern of a page rendered with its data: its path, or for a page of many
 * addresses (`/tender/<id>`) its folder and `*`; none for `/`, which no pattern matches alone (the
 * routing function sends it to the renderer instead, on the default behaviour).
 */
export function dataPagePattern(page: PrerenderedPage): string | undefined {
  // Neither does a page complete as built but for the settings it shows (about, contact ...): its
  // query string changes nothing, so the default behaviour's cache suits it (a behaviour each would
  // spend CloudFront's quota of 25).
  // Nor does a page of the signed-in visitor's own: its HTML is the same frame for everyone.
  if (page.renderPath === '/' || page.startsApp === 'interaction' || page.signedIn) return undefined;
  const path = pagePathSource(page);
  return isPatternPart(path) ? path.replace(/\/[^/]*$/, '/*') : path;
}

export const DATA_PAGE_PATTERNS: readonly string[] = [
  ...new Set(PRERENDERED_PAGES.filter((page) => page.rendersWithData).flatMap((page) => dataPagePattern(page) ?? [])),
];

export type DataPagesProps = {
  /** https://<the API's domain>: the renderer asks the API's public GETs there, as CloudFront does. */
  apiOrigin: string;
  /** The x-origin-verify value CloudFront sends and the API's authorizer checks: read, never placed. */
  originVerifySecret: secretsmanager.ISecret;
  /** web/server/lambda.ts and the web build's dist-server folder. */
  entry: string;
  serverDir: string;
  bundlesDir: string;
  retainLogs: boolean;
  /** X-Ray active tracing, as the stage's other functions. */
  tracing: boolean;
};

/**
 * The AWS Parameters and Secrets Lambda Extension (an AWS layer, its ARN by region from CDK): the
 * renderer reads the origin-verify value from it on localhost (web/server/origin-verify-secret.ts)
 * instead of bundling the AWS SDK (about 450 KB minified on a 4 KB bundle, some 50 ms to import).
 */
export const SECRETS_EXTENSION = lambda.ParamsAndSecretsLayerVersion.fromVersion(
  lambda.ParamsAndSecretsVersions.V1_0_103,
  { cacheSize: 10, secretsManagerTtl: Duration.minutes(5) },
);

/**
 * The Lambda that renders home, the tender lists and tender details with their data
 * (web/server/data-pages.ts), behind a Function URL that only CloudFront may call (origin access
 * control, AWS_IAM), and the origin CloudFront reaches it through.
 */
export class DataPages extends Construct {
  readonly function: lambda.Function;
  readonly origin: cloudfront.IOrigin;

  constructor(scope: Construct, id: string, props: DataPagesProps) {
    super(scope, id);
    const { logGroup, role } = ownLogsAndRole(this, {
      retain: props.retainLogs,
      description:
        'Data-page renderer: writes its logs and reads the x-origin-verify secret (it reads the API over HTTPS)',
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.originVerifySecret.secretArn],
      }),
    );

    this.function = new lambda.Function(this, 'Function', {
      description: 'Renders the public data pages with their API answers (web/server/lambda.ts)',
      runtime: API_FUNCTION_DEFAULTS.runtime,
      architecture: API_FUNCTION_DEFAULTS.architecture,
      // React and Chakra render faster with the CPU that comes with more memory.
      memorySize: 1024,
      timeout: API_FUNCTION_DEFAULTS.timeout,
      code: lambda.Code.fromAsset(
        bundleDataPages({ entry: props.entry, serverDir: props.serverDir, outDir: props.bundlesDir }),
      ),
      handler: BUNDLE_HANDLER,
      role,
      logGroup,
      // Told where the secret is, never its value (STYLE 19).
      environment: { API_ORIGIN: props.apiOrigin, ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn },
      paramsAndSecrets: SECRETS_EXTENSION,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
    });
    const url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.origin = origins.FunctionUrlOrigin.withOriginAccessControl(url, {
      originId: DATA_PAGES_ORIGIN_ID,
      readTimeout: Duration.seconds(15),
    });

    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by CloudFront only: a dead-letter queue applies to asynchronous invocations.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Writes log streams of its own log group only (logs:CreateLogStream on its streams).',
        },
      ],
      true,
    );
  }
}
