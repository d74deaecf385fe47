import fs from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { API_BASE_PATH } from '@tender/functions/routes';
import type { StageConfig } from './config';
import { SPA_ROUTING_CODE } from './constructs/spa-routing-code';
import { pinLogicalId } from './pin-logical-id';

export const WEB_LOGICAL_IDS = { siteBucket: 'SiteBucket' } as const;

/** The CloudFront path pattern that goes to the HTTP API instead of the SPA bucket. */
export const API_PATH_PATTERN = `/${API_BASE_PATH.split('/')[1]}/*`;

/** Stage-wide API Gateway throttling: a ceiling against floods, far above expected traffic. */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

export type WebStackProps = StackProps & {
  site: StageConfig['site'];
  /** The built SPA; deployed only when it exists. */
  webDistDir: string;
};

/**
 * The front door: the HTTP API (routes are added by the ApiStack), the private SPA bucket and the
 * CloudFront distribution that serves both from one origin (DESIGN §1). The HTTP API lives here,
 * not in the ApiStack, so that the functions can be told the site's URL (mail links) without a
 * cycle between the stacks: data -> web -> api.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  readonly distribution: cloudfront.Distribution;
  /** https://<custom domain or CloudFront domain>, no trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Tender marketplace API (${id}); routes come from functions/routes.ts`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'ApiDefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            length: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    pinLogicalId(siteBucket, WEB_LOGICAL_IDS.siteBucket);
    NagSuppressions.addResourceSuppressions(siteBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'Holds only the public SPA build, read solely by CloudFront through OAC; nothing to audit per object.',
      },
    ]);

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html for client-side routes of the SPA',
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_CODE),
    });

    const apiOrigin = new origins.HttpOrigin(Fn.parseDomainName(this.httpApi.apiEndpoint), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    const { domain, certificateArn } = props.site;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Tender marketplace (${id})`,
      defaultRootObject: 'index.html',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200, // includes edge locations in India
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
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
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header and CloudFront's own headers of before June 2022, among them
          // CloudFront-Viewer-Address: per-address limits read it (API Gateway's sourceIp is the
          // edge). Host stays out, or API Gateway would not know its own domain.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
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
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF web ACL yet (cost); the API has stage throttling and in-handler throttles for login/OTP.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Standard logs need an ACL-enabled bucket; API requests are logged by the HTTP API stage access log.',
      },
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

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'ApiEndpoint', { value: `${this.httpApi.apiEndpoint}${API_BASE_PATH}` });
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
