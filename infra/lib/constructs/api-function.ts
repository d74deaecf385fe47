import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { API_BASE_PATH, type Route } from '@tender/functions/routes';
import { BUNDLE_HANDLER, type HandlerBundle } from '../bundling/bundle-handlers';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { durationNearTimeoutAlarm } from './alarms';
import type { ApiAccess } from './api-access';

export const API_FUNCTION_DEFAULTS = {
  runtime: lambda.Runtime.NODEJS_24_X,
  architecture: lambda.Architecture.ARM_64,
  memorySize: 512,
  timeout: Duration.seconds(10),
  logRetention: logs.RetentionDays.ONE_MONTH,
} as const;

/**
 * A function's own log group (kept past the stack's deletion when `retain`) and a role that may
 * write to it and, so far, nothing else: the caller grants the rest. Made as `Logs` and `Role`.
 */
export function ownLogsAndRole(
  scope: Construct,
  props: { retain: boolean; description: string },
): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention: API_FUNCTION_DEFAULTS.logRetention,
    removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: props.description,
  });
  logGroup.grantWrite(role);
  return { logGroup, role };
}

/** Tag on every route function (value: the handler module); tests tell them from CDK helper functions by it. */
export const ROUTE_TAG = 'tender:handler';

export type ApiFunctionProps = {
  route: Route;
  /** The handler's folder from the one esbuild pass (index.mjs + map). */
  bundle: HandlerBundle;
  access: ApiAccess;
  /**
   * The function's own log group. It lives in the ApiStack, not beside the function in its area's
   * nested stack: its logical id (and the logs it holds) stay as first deployed (ApiRoutes).
   */
  logGroup: logs.ILogGroup;
  /** X-Ray active tracing. */
  tracing: boolean;
  /** Told when the function's p99 duration nears its timeout (the ops stack's alarm topic). */
  alarmTopic: sns.ITopic;
};

/** One route's Lambda function with the project's defaults, writing to its own log group. */
export class ApiFunction extends Construct {
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route, bundle, access, logGroup } = props;
    const { role, grants } = access.functionRoleFor(this, route, logGroup, { tracing: props.tracing });

    this.function = new lambda.Function(this, 'Function', {
      description: `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`,
      runtime: API_FUNCTION_DEFAULTS.runtime,
      architecture: API_FUNCTION_DEFAULTS.architecture,
      memorySize: route.memory ?? API_FUNCTION_DEFAULTS.memorySize,
      timeout: API_FUNCTION_DEFAULTS.timeout,
      code: lambda.Code.fromAsset(bundle.dir),
      handler: BUNDLE_HANDLER,
      role,
      environment: access.environmentFor(route),
      logGroup,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
    });
    // Its grants exist before it runs (a role of its own is a dependency already; the opener role's
    // policy, made here, is not).
    this.function.node.addDependency(grants);
    Tags.of(this.function).add(ROUTE_TAG, route.handler);
    // Beside the function (its area's nested stack), so no stack exports a function's name.
    durationNearTimeoutAlarm(
      this,
      this.function,
      API_FUNCTION_DEFAULTS.timeout,
      props.alarmTopic,
      `${route.method} ${API_BASE_PATH}${route.path}`,
    );
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously by API Gateway only: a dead-letter queue applies to asynchronous invocations; errors reach the caller and the Lambda errors alarm.',
      },
    ]);
  }
}
