import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

export type OpsStackProps = StackProps & {
  stage: string;
  httpApi: IHttpApi;
  table: dynamodb.ITable;
  monthlyBudgetUsd: number;
  /** Subscribed to the alarm topic (e-mail; the address confirms once). */
  alarmEmail?: string;
  /** Queues holding events that could not be handled (the mail events' dead letters): any message alarms. */
  deadLetterQueues?: readonly sqs.IQueue[];
};

/** Thresholds the alarms use; SES reviews accounts above 5 % bounces or 0.1 % complaints. */
export const ALARM_THRESHOLDS = {
  api5xxPercent: 2,
  lambdaErrors: 5,
  lambdaThrottles: 0,
  dynamoThrottles: 0,
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0005,
} as const;

/**
 * Who is told when something is wrong or costs too much: one SNS topic (an e-mail subscription from
 * the stage's ALARM_EMAIL), CloudWatch alarms on the API's 5xx rate, Lambda errors and throttles,
 * DynamoDB throttles and SES's bounce and complaint rates (each alarms when above its threshold),
 * and an AWS Budgets cost budget of the whole account (a stage per account keeps it to one stage).
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
    const apiErrors = props.httpApi.metricServerError({ period, statistic: 'Sum' });
    const apiCount = props.httpApi.metricCount({ period, statistic: 'Sum' });
    this.alarm('Api5xxRate', `API answers 5xx for more than ${ALARM_THRESHOLDS.api5xxPercent} % of requests`, {
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { errors: apiErrors, requests: apiCount },
        period,
        label: 'API 5xx %',
      }),
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

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

    this.alarm('DynamoDbThrottles', 'DynamoDB throttled reads or writes of the table', {
      metric: new cloudwatch.MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period }),
          writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period }),
        },
        period,
        label: 'DynamoDB throttle events',
      }),
      threshold: ALARM_THRESHOLDS.dynamoThrottles,
      evaluationPeriods: 1,
    });

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

  private alarm(
    id: string,
    description: string,
    options: Pick<cloudwatch.AlarmProps, 'threshold' | 'evaluationPeriods' | 'datapointsToAlarm'> & {
      metric: cloudwatch.IMetric;
    },
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      alarmDescription: description,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...options,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.alarmTopic));
    alarm.addOkAction(new actions.SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }
}
