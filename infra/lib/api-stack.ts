import { CfnOutput, NestedStack, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
  type IDomainName,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { resolveAccess, throttleOf } from '@tender/functions/contracts/route-contract';
import type { Job } from '@tender/functions/jobs';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import type { BundleSet } from './bundling/bundle-handlers';
import { ApiAccess } from './constructs/api-access';
import { ApiRoutes } from './constructs/api-routes';
import { JobFunctions } from './constructs/job-functions';
import { ORIGIN_AUTHORIZER_HANDLER, OriginAuthorizer } from './constructs/origin-authorizer';

export type ApiStackProps = StackProps & {
  stage: string;
  routes: readonly Route[];
  /** The job table (functions/jobs.ts): a function and a schedule each. */
  jobs: readonly Job[];
  bundles: BundleSet;
  httpApi: IHttpApi;
  siteUrl: string;
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  receiptKey: kms.IKey;
  /** The opening function's role, named in every tender sealing key's policy (data stack). */
  bidOpenerRole: iam.IRole;
  mailFrom: string;
  /** An existing secret with the Razorpay keys; otherwise one is created here to be filled in. */
  razorpaySecretArn?: string;
  /** The x-origin-verify value CloudFront sends (WebStack's secret): the authorizer reads it. */
  originVerifySecret: secretsmanager.ISecret;
  /** The API's regional custom domain (CloudFront's origin), mapped to the stage here. */
  apiDomain?: IDomainName;
  /** SES configuration set every mail is sent with. */
  mailConfigurationSetName?: string;
  /** Log groups stay when the stack goes (prod) or go with it (dev). */
  retainData: boolean;
  /** X-Ray active tracing on every function. */
  tracing: boolean;
  /** The ops stack's alarm topic: every function's duration alarm tells it. */
  alarmTopic: sns.ITopic;
};

/**
 * API Gateway publishes no 429 metric for an HTTP API (only 4xx): the stage's access logs count them
 * (throttled by the stage or a route, or refused by a function's own limits) into this metric.
 */
export function api429Metric(stage: string): { namespace: string; metricName: string } {
  return { namespace: `Tender/${stage}`, metricName: 'Api429Responses' };
}

/** The stage-wide ceiling: per-route limits (throttleOf) sit below it. */
export const API_STAGE_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/**
 * The Lambda side: one function and one HTTP API route per entry of functions/routes.ts, and their
 * secrets; one function and one EventBridge Scheduler schedule per entry of functions/jobs.ts. The functions, roles, integrations and permissions are in one nested stack per area
 * (ApiRoutes), the jobs in a nested stack of their own (JobsStack); this stack keeps the secrets, the shared access pieces, the routes and the functions'
 * log groups (at the logical ids they were first deployed with), the stage and the API mapping.
 */
export class ApiStack extends Stack {
  readonly routes: ApiRoutes;
  /** The nested stack of the job functions (`JobsStack`): their functions, roles, alarms and schedules. */
  readonly jobsStack: NestedStack;
  readonly jobs: JobFunctions;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // Retained where the stage keeps its data: a deleted (or replaced) key logs every user out and
    // breaks every derived cursor key.
    const jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HS256 signing key of the API session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Changing a created secret's generateSecretString makes CloudFormation generate a new value,
    // which would wipe the keys an operator pasted in: this template stays as first deployed.
    const razorpaySecret = props.razorpaySecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'RazorpaySecret', props.razorpaySecretArn)
      : new secretsmanager.Secret(this, 'RazorpaySecret', {
          description:
            'Razorpay API keys as JSON {"key_id","key_secret"}: replace the placeholder after the first deploy',
          generateSecretString: {
            secretStringTemplate: JSON.stringify({ key_id: 'REPLACE_ME' }),
            generateStringKey: 'key_secret',
            excludePunctuation: true,
          },
          removalPolicy: RemovalPolicy.RETAIN, // holds keys typed in by an operator
        });
    // A secret of its own (not a field of the Razorpay secret): made here, whether or not the keys'
    // secret is, and copied by an operator into the webhook's settings in the Razorpay dashboard.
    const razorpayWebhookSecret = new secretsmanager.Secret(this, 'RazorpayWebhookSecret', {
      description: "Razorpay webhook secret: paste this value into the webhook's settings in the Razorpay dashboard",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN, // shared with Razorpay's webhook settings
    });
    NagSuppressions.addResourceSuppressions(
      [jwtSecret, razorpaySecret, razorpayWebhookSecret],
      [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'JWT key: rotating it logs every user out, done by hand when needed. Razorpay keys are issued and ' +
            'rotated in the Razorpay dashboard, then pasted here; the webhook secret is set in both places by hand. ' +
            'Secrets Manager cannot rotate them.',
        },
      ],
    );

    const access = new ApiAccess(this, 'Access', {
      bidOpenerRole: props.bidOpenerRole,
      stage: props.stage,
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      receiptKey: props.receiptKey,
      secrets: { jwt: jwtSecret, razorpay: razorpaySecret, razorpayWebhook: razorpayWebhookSecret },
      mail: {
        from: props.mailFrom,
        ...(props.mailConfigurationSetName ? { configurationSetName: props.mailConfigurationSetName } : {}),
      },
      siteUrl: props.siteUrl,
    });

    const authorizerBundle = props.bundles.bundles.get(ORIGIN_AUTHORIZER_HANDLER);
    if (!authorizerBundle) throw new Error(`No bundle for the origin authorizer ${ORIGIN_AUTHORIZER_HANDLER}`);
    const originAuthorizer = new OriginAuthorizer(this, 'OriginAuthorizer', {
      httpApi: props.httpApi,
      secret: props.originVerifySecret,
      bundle: authorizerBundle,
      baseEnvironment: access.environmentForAccess(resolveAccess({})),
      retainData: props.retainData,
      tracing: props.tracing,
      alarmTopic: props.alarmTopic,
    });

    this.routes = new ApiRoutes(this, 'Routes', {
      httpApi: props.httpApi,
      routes: props.routes,
      bundles: props.bundles,
      access,
      authorizerId: originAuthorizer.authorizer.authorizerId,
      retainData: props.retainData,
      tracing: props.tracing,
      alarmTopic: props.alarmTopic,
    });

    // A nested stack of their own (about 8 resources a job), out of the ApiStack's template, which
    // keeps 2 resources a route. No stage was deployed with the jobs in the ApiStack itself.
    this.jobsStack = new NestedStack(this, 'JobsStack', {
      description: `${this.stackName}: the functions of ${props.jobs.length} job(s) and their schedules`,
    });
    this.jobs = new JobFunctions(this.jobsStack, 'Jobs', {
      jobs: props.jobs,
      bundles: props.bundles,
      access,
      retainData: props.retainData,
      tracing: props.tracing,
      alarmTopic: props.alarmTopic,
    });

    this.stage = this.makeStage(props);
    if (props.apiDomain) {
      new ApiMapping(this, 'ApiOriginMapping', { api: props.httpApi, domainName: props.apiDomain, stage: this.stage });
    }

    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn });
    new CfnOutput(this, 'RazorpaySecretArn', { value: razorpaySecret.secretArn });
    new CfnOutput(this, 'RazorpayWebhookSecretArn', { value: razorpayWebhookSecret.secretArn });
  }

  /**
   * The $default stage, made after the routes because its per-route throttles name them: each
   * route's limit from its contract (throttleOf: writes tighter than reads, every one above a real
   * peak) under a stage-wide ceiling. Access logs: API Gateway's view (its sourceIp is the
   * CloudFront edge; the viewer's address is in each function's request line and CloudFront's logs).
   */
  private makeStage(props: ApiStackProps): HttpStage {
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'ApiDefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            edgeIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            length: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            integrationRequestId: '$context.integration.requestId',
          }),
        ),
      },
    });
    const { namespace, metricName } = api429Metric(props.stage);
    new logs.MetricFilter(this, 'Api429Responses', {
      logGroup: accessLogs,
      filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: namespace,
      metricName,
      metricValue: '1',
    });
    const cfnStage = stage.node.defaultChild as CfnStage;
    // RouteSettings is untyped in the L1: CloudFormation's own (PascalCase) property names.
    cfnStage.routeSettings = Object.fromEntries(
      props.routes.map((route) => {
        const { rateLimit, burstLimit } = throttleOf(route);
        return [
          `${route.method} ${API_BASE_PATH}${route.path}`,
          { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
        ];
      }),
    );
    // The routes exist before the stage names them, and the functions and API Gateway's permission
    // to invoke them (the nested stacks) before the stage deploys them.
    stage.node.addDependency(this.routes);
    for (const areaStack of this.routes.areaStacks.values()) stage.node.addDependency(areaStack);
    return stage;
  }
}
