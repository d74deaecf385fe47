import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { api429Metric } from './api-stack';
import { alarmTo, durationNearTimeoutAlarm, type AlarmOptions } from './constructs/alarms';

export type OpsStackProps = StackProps & {
  stage: string;
  httpApi: IHttpApi;
  table: dynamodb.ITable;
  /** The table's global secondary indexes (functions/data/table-definition.ts): throttles are per index. */
  indexNames: readonly string[];
  monthlyBudgetUsd: number;
  /** Subscribed to the alarm topic (e-mail; the address confirms once). */
  alarmEmail?: string;
  /** Queues holding events that could not be handled (the mail events' dead letters): any message alarms. */
  deadLetterQueues?: readonly sqs.IQueue[];
  /**
   * Functions outside the api stack (the mail events function, the data pages' renderer), whose
   * duration alarms live here; the api stack's functions have theirs beside them.
   */
  watchedFunctions?: readonly { id: string; fn: lambda.Function; what: string }[];
};

/** Thresholds the alarms use; SES reviews accounts above 5 % bounces or 0.1 % complaints. */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 2,
  /** Users refused (400, 401, 403, 404...): some always are; a quarter of all answers is a broken client or a probe. */
  api4xxPercent: 25,
  /** Throttled (429) by API Gateway or the functions' own limits: what users feel as "try again later". */
  api429Percent: 1,
  /** The 4xx and 429 rates count only from this many requests in 5 minutes (a lone user's retries are no rate). */
  rateMinRequests: 20,
  lambdaErrors: 5,
  lambdaThrottles: 0,
  dynamoThrottles: 0,
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0005,
} as const;

/**
 * Who is told when something is wrong or costs too much: one SNS topic (an e-mail subscription from
 * the stage's names.alarmEmail), CloudWatch alarms on the API's 5xx, 4xx and 429 rates, Lambda errors
 * and throttles, DynamoDB throttles of the table and of each index, SES's bounce and complaint rates
 * and the duration of the functions outside the api stack (each alarms when above its threshold),
 * and an AWS Budgets cost budget of the whole account (a stage per account keeps it to one stage).
 * The api stack's functions alarm on their duration beside them, to this topic; CloudFront and WAF
 * publish in us-east-1 only, so their alarms are the edge alarms stack's (EdgeAlarmsStack).
 */
export class OpsStack extends Stack {
  readonly alarmTopic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `Tender marketplace ${props.stage}: alarms and budget`,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.alarmTopic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm and budget notices hold metric names and figures, nothing secret; Budgets and CloudWatch can only publish to an encrypted topic through a customer managed KMS key (a cost per stage).',
      },
    ]);
    this.alarmTopic.addToResourcePolicy(
      new iam.PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    if (props.alarmEmail) {
      const subscription = this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
      NagSuppressions.addResourceSuppressions(subscription, [
        {
          id: 'Serverless-SNSRedrivePolicy',
          reason:
            'An e-mail subscription: SNS retries delivery itself; a dead-letter queue would hold alarm notices nobody reads.',
        },
      ]);
    }

    const period = Duration.minutes(5);
    this.apiAlarms(props, period);

    // All functions of the region together (Lambda publishes these without a dimension): a stage
    // per account keeps them to this app's functions.
    const lambdaMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period });
    this.alarm('LambdaErrors', 'Lambda functions failed (uncaught errors or timeouts)', {
      metric: lambdaMetric('Errors'),
      threshold: ALARM_THRESHOLDS.lambdaErrors,
      evaluationPeriods: 1,
    });
    this.alarm('LambdaThrottles', 'Lambda invocations were throttled (concurrency limit)', {
      metric: lambdaMetric('Throttles'),
      threshold: ALARM_THRESHOLDS.lambdaThrottles,
      evaluationPeriods: 1,
    });

    this.dynamoDbAlarms(props, period);

    const sesMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    this.alarm('SesBounceRate', `SES bounce rate above ${ALARM_THRESHOLDS.sesBounceRate * 100} %`, {
      metric: sesMetric('Reputation.BounceRate'),
      threshold: ALARM_THRESHOLDS.sesBounceRate,
      evaluationPeriods: 1,
    });
    this.alarm('SesComplaintRate', `SES complaint rate above ${ALARM_THRESHOLDS.sesComplaintRate * 100} %`, {
      metric: sesMetric('Reputation.ComplaintRate'),
      threshold: ALARM_THRESHOLDS.sesComplaintRate,
      evaluationPeriods: 1,
    });

    for (const [index, queue] of (props.deadLetterQueues ?? []).entries()) {
      this.alarm(`DeadLetters${index}`, `Events wait in ${queue.node.path}: handle or redrive them`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period }),
        threshold: 0,
        evaluationPeriods: 1,
      });
    }

    for (const { id, fn, what } of props.watchedFunctions ?? []) {
      // Lambda's default timeout is 3 s.
      const timeout = fn.timeout ?? Duration.seconds(3);
      this.alarms.push(durationNearTimeoutAlarm(new Construct(this, id), fn, timeout, this.alarmTopic, what));
    }

    const subscribers = [
      { subscriptionType: 'SNS', address: this.alarmTopic.topicArn },
      ...(props.alarmEmail ? [{ subscriptionType: 'EMAIL', address: props.alarmEmail }] : []),
    ];
    new budgets.CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `tender-${props.stage}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }

  /** The API's answers as users feel them: server errors, refusals and throttling, each as a share of requests. */
  private apiAlarms(props: OpsStackProps, period: Duration): void {
    const requests = props.httpApi.metricCount({ period, statistic: 'Sum' });
    const rate = (label: string, answers: cloudwatch.IMetric, minRequests = 0) =>
      new cloudwatch.MathExpression({
        // FILL: a period without any such answer has no datapoint of that metric, which is 0 of them.
        expression: `IF(requests > ${minRequests}, 100 * FILL(answers, 0) / requests, 0)`,
        usingMetrics: { answers, requests },
        period,
        label,
      });
    this.alarm('Api5xxRate', `API answers 5xx for more than ${ALARM_THRESHOLDS.api5xxPercent} % of requests`, {
      metric: rate('API 5xx %', props.httpApi.metricServerError({ period, statistic: 'Sum' })),
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    const { rateMinRequests } = ALARM_THRESHOLDS;
    this.alarm(
      'Api4xxRate',
      `API answers 4xx for more than ${ALARM_THRESHOLDS.api4xxPercent} % of requests (from ${rateMinRequests} requests in 5 minutes)`,
      {
        metric: rate('API 4xx %', props.httpApi.metricClientError({ period, statistic: 'Sum' }), rateMinRequests),
        threshold: ALARM_THRESHOLDS.api4xxPercent,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
      },
    );
    const throttled = new cloudwatch.Metric({ ...api429Metric(props.stage), statistic: 'Sum', period });
    this.alarm(
      'Api429Rate',
      `API answers 429 (throttled by API Gateway or a function's limits) for more than ${ALARM_THRESHOLDS.api429Percent} % of requests (from ${rateMinRequests} requests in 5 minutes)`,
      {
        metric: rate('API 429 %', throttled, rateMinRequests),
        threshold: ALARM_THRESHOLDS.api429Percent,
        evaluationPeriods: 1,
      },
    );
  }

  /** Throttled reads or writes of the table, and of each index (its own metrics: GlobalSecondaryIndexName). */
  private dynamoDbAlarms(props: OpsStackProps, period: Duration): void {
    const throttleEvents = (dimensionsMap: Record<string, string>, label: string) =>
      new cloudwatch.MathExpression({
        expression: 'FILL(reads, 0) + FILL(writes, 0)',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period, dimensionsMap }),
          writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period, dimensionsMap }),
        },
        period,
        label,
      });
    const tableName = props.table.tableName;
    this.alarm('DynamoDbThrottles', 'DynamoDB throttled reads or writes of the table', {
      metric: throttleEvents({ TableName: tableName }, 'DynamoDB throttle events'),
      threshold: ALARM_THRESHOLDS.dynamoThrottles,
      evaluationPeriods: 1,
    });
    for (const indexName of props.indexNames) {
      this.alarm(
        `DynamoDbThrottles${indexName[0]!.toUpperCase()}${indexName.slice(1)}`,
        `DynamoDB throttled reads or writes of the index ${indexName} (writes to the table wait for it)`,
        {
          metric: throttleEvents(
            { TableName: tableName, GlobalSecondaryIndexName: indexName },
            `DynamoDB ${indexName} throttle events`,
          ),
          threshold: ALARM_THRESHOLDS.dynamoThrottles,
          evaluationPeriods: 1,
        },
      );
    }
  }

  private alarm(id: string, description: string, options: AlarmOptions): void {
    this.alarms.push(alarmTo(this, id, this.alarmTopic, description, options));
  }
}
