import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { keys } from '@tender/functions/data/keys';
import { BUNDLE_HANDLER, type HandlerBundle } from '../bundling/bundle-handlers';
import { API_FUNCTION_DEFAULTS, ownLogsAndRole } from './api-function';

/** The handler module (under functions/handlers) SNS invokes with SES's bounce and complaint events. */
export const MAIL_EVENTS_HANDLER = 'mail-events/record-mail-event';

/** Tag on the function (value: the handler module), like the route functions' `tender:handler`. */
export const MAIL_EVENTS_TAG = 'tender:event-handler';

/** The only table write it may make: PutItem of items whose partition key is a suppressed address. */
export const MAIL_EVENTS_TABLE_ACTIONS = ['dynamodb:PutItem'] as const;

export type MailEventsFunctionProps = {
  /** SES's bounce and complaint events (the configuration set's event destination). */
  topic: sns.ITopic;
  table: dynamodb.ITable;
  /** The handler's bundle from the one esbuild pass. */
  bundle: HandlerBundle;
  /** The functions' configuration requires a bucket name; this function is given no access to it. */
  uploadsBucketName: string;
  stage: string;
  retainData: boolean;
  tracing: boolean;
};

/**
 * Our own suppression list's feed: a function subscribed to the mail feedback topic that records
 * each address of a permanent bounce or a complaint (functions/domain/mail/mail-events.ts). Its role
 * may write its own log group and PutItem only items keyed `SUPPRESSED#...` (dynamodb:LeadingKeys);
 * it reads nothing. SNS invokes it asynchronously: an invocation that still fails after Lambda's
 * two retries, or that SNS cannot deliver, lands in a dead-letter queue kept 14 days.
 */
export class MailEventsFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailEventsFunctionProps) {
    super(scope, id);
    const { logGroup, role } = ownLogsAndRole(this, {
      retain: props.retainData,
      description: 'SES bounce and complaint events: PutItem of suppressed addresses only',
    });
    this.role = role;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...MAIL_EVENTS_TABLE_ACTIONS],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${keys.suppressedPrefix()}*`] },
        },
      }),
    );

    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new lambda.Function(this, 'Function', {
      description: `SES bounce and complaint events -> our suppression list (${MAIL_EVENTS_HANDLER})`,
      runtime: API_FUNCTION_DEFAULTS.runtime,
      architecture: API_FUNCTION_DEFAULTS.architecture,
      memorySize: 256,
      timeout: Duration.seconds(30),
      code: lambda.Code.fromAsset(props.bundle.dir),
      handler: BUNDLE_HANDLER,
      role: this.role,
      environment: {
        STAGE: props.stage,
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucketName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      logGroup,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      // Lambda retries a failed asynchronous invocation twice (its default), then sends it here.
      deadLetterQueue: this.deadLetters,
    });
    Tags.of(this.function).add(MAIL_EVENTS_TAG, MAIL_EVENTS_HANDLER);

    props.topic.addSubscription(
      new subscriptions.LambdaSubscription(this.function, { deadLetterQueue: this.deadLetters }),
    );

    NagSuppressions.addResourceSuppressions(this.deadLetters, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "This queue is the dead-letter queue (of the function's async invocations and of its SNS subscription).",
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is itself the dead-letter queue; nothing consumes it but an operator.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "Wildcards scoped to our own resources: the function's own log group's streams; " +
            "X-Ray's PutTraceSegments/PutTelemetryRecords have no resource-level permissions.",
          appliesTo: [{ regex: '/^Resource::<.*Logs[0-9A-F]{8}\\.Arn>:\\*$/' }, 'Resource::*'],
        },
      ],
      true,
    );
  }
}
