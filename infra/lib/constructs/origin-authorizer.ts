import { Duration, Stack, Tags } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@tender/functions/platform/http/origin-verify';
import { BUNDLE_HANDLER, type HandlerBundle } from '../bundling/bundle-handlers';
import { durationNearTimeoutAlarm } from './alarms';
import { API_FUNCTION_DEFAULTS, ownLogsAndRole } from './api-function';

/** The handler module (under functions/handlers) API Gateway runs before every route. */
export const ORIGIN_AUTHORIZER_HANDLER = 'edge/verify-origin';

/** Tag on the function (value: the handler module), like the route functions' `tender:handler`. */
export const ORIGIN_AUTHORIZER_TAG = 'tender:authorizer';

/** A request without it is refused by API Gateway itself (401): the identity source is missing. */
export const ORIGIN_AUTHORIZER_IDENTITY_SOURCE = `$request.header.${ORIGIN_VERIFY_HEADER}`;

/**
 * How long API Gateway keeps the authorizer's answer for one header value. Every request through
 * CloudFront carries the same value, so the function runs about once per 5 minutes; a wrong value
 * is refused from the cache too. A replaced secret is read within the same 5 minutes
 * (functions/platform/secrets.ts SECRET_TTL_MS).
 */
export const ORIGIN_AUTHORIZER_CACHE = Duration.minutes(5);

export type OriginAuthorizerProps = {
  httpApi: IHttpApi;
  /** The OriginVerifySecret (web stack): the one thing the function may read. */
  secret: secretsmanager.ISecret;
  /** The handler's bundle from the one esbuild pass. */
  bundle: HandlerBundle;
  /** The settings every function's configuration parses (functions/platform/config.ts); no grant comes with them. */
  baseEnvironment: Record<string, string>;
  retainData: boolean;
  tracing: boolean;
  alarmTopic: sns.ITopic;
};

/**
 * The side door shut: a REQUEST Lambda authorizer (simple responses, payload
 * 2.0) on every route of the HTTP API, so a request that did not come through CloudFront (its WAF)
 * is refused before any route function runs: without the x-origin-verify header API Gateway answers
 * 401 by itself; with a wrong value the authorizer answers no (403). Its role may write its log
 * group and read that one secret (secretsmanager:GetSecretValue), nothing else.
 */
export class OriginAuthorizer extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly authorizer: HttpAuthorizer;

  constructor(scope: Construct, id: string, props: OriginAuthorizerProps) {
    super(scope, id);
    const { logGroup, role } = ownLogsAndRole(this, {
      retain: props.retainData,
      description: 'API origin authorizer: reads the x-origin-verify secret, nothing else',
    });
    this.role = role;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.secret.secretArn] }),
    );

    const timeout = Duration.seconds(5);
    this.function = new lambda.Function(this, 'Function', {
      description: `Refuses API requests that did not come through CloudFront (${ORIGIN_AUTHORIZER_HANDLER})`,
      runtime: API_FUNCTION_DEFAULTS.runtime,
      architecture: API_FUNCTION_DEFAULTS.architecture,
      memorySize: 256,
      timeout,
      code: lambda.Code.fromAsset(props.bundle.dir),
      handler: BUNDLE_HANDLER,
      role,
      // Told where the secret is, never its value (STYLE 19).
      environment: { ...props.baseEnvironment, ORIGIN_VERIFY_SECRET_ARN: props.secret.secretArn },
      logGroup,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
    });
    this.function.node.addDependency(role);
    Tags.of(this.function).add(ORIGIN_AUTHORIZER_TAG, ORIGIN_AUTHORIZER_HANDLER);

    // What HttpLambdaAuthorizer (aws-apigatewayv2-authorizers) makes on its first bind to an L2
    // HttpRoute; the routes are L1 CfnRoutes kept at their first logical ids (ApiRoutes), so they
    // name this authorizer's id themselves.
    this.authorizer = new HttpAuthorizer(this, 'Authorizer', {
      httpApi: props.httpApi,
      authorizerName: 'origin-verify',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: [ORIGIN_AUTHORIZER_IDENTITY_SOURCE],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${Stack.of(this).partition}:apigateway:${Stack.of(this).region}:lambda:path/2015-03-31/functions/${this.function.functionArn}/invocations`,
      resultsCacheTtl: ORIGIN_AUTHORIZER_CACHE,
    });
    this.function.addPermission('ApiGatewayInvoke', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this).formatArn({
        service: 'execute-api',
        resource: props.httpApi.apiId,
        resourceName: `authorizers/${this.authorizer.authorizerId}`,
      }),
    });

    durationNearTimeoutAlarm(this, this.function, timeout, props.alarmTopic, 'API origin authorizer');
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked synchronously by API Gateway only: a dead-letter queue applies to asynchronous invocations.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "Writes log streams of its own log group only; X-Ray's PutTraceSegments/PutTelemetryRecords have no resource-level permissions.",
          appliesTo: [{ regex: '/^Resource::<.*Logs[0-9A-F]{8}\\.Arn>:\\*$/' }, 'Resource::*'],
        },
      ],
      true,
    );
  }
}
