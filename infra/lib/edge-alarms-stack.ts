import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { alarmTo } from './constructs/alarms';

export type EdgeAlarmsStackProps = StackProps & {
  stage: string;
  /** The site's distribution (web stack, read across regions). */
  distributionId: string;
  /** The WAF web ACL's metric name (EdgeStack), when the stage has WAF on. */
  webAclMetricName?: string;
  /** Subscribed to this stack's topic, as to the ops stack's. */
  alarmEmail?: string;
};

export const EDGE_ALARM_THRESHOLDS = {
  /** Viewers answered 5xx (the API's, the renderer's or CloudFront's own) as a share of all requests. */
  cloudFront5xxPercent: 2,
  /** Requests the web ACL blocked in 5 minutes: an attack, or a rule that has started to refuse real users. */
  wafBlockedRequests: 300,
} as const;

/**
 * Alarms on what only us-east-1 sees: CloudFront's 5xx rate and the WAF's blocked requests. CloudWatch
 * keeps CloudFront's and a CLOUDFRONT web ACL's metrics in us-east-1 only, an alarm watches metrics
 * of its own region only and notifies a topic of its own region only, so these alarms and their
 * topic (EdgeAlarmTopic, the same e-mail subscribed) live here, not beside the ops stack's.
 */
export class EdgeAlarmsStack extends Stack {
  readonly alarmTopic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    this.alarmTopic = new sns.Topic(this, 'EdgeAlarmTopic', {
      displayName: `Tender marketplace ${props.stage}: CloudFront and WAF alarms`,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.alarmTopic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notices hold metric names and figures, nothing secret; CloudWatch can only publish to an encrypted topic through a customer managed KMS key (a cost per stage).',
      },
    ]);
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
    this.alarms.push(
      alarmTo(
        this,
        'CloudFront5xxRate',
        this.alarmTopic,
        `CloudFront answers 5xx for more than ${EDGE_ALARM_THRESHOLDS.cloudFront5xxPercent} % of requests`,
        {
          metric: new cloudwatch.Metric({
            namespace: 'AWS/CloudFront',
            metricName: '5xxErrorRate',
            dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
            statistic: 'Average',
            period,
          }),
          threshold: EDGE_ALARM_THRESHOLDS.cloudFront5xxPercent,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
        },
      ),
    );
    if (props.webAclMetricName) {
      this.alarms.push(
        alarmTo(
          this,
          'WafBlockedRequests',
          this.alarmTopic,
          `WAF blocked more than ${EDGE_ALARM_THRESHOLDS.wafBlockedRequests} requests in 5 minutes (an attack, or a rule refusing real users: see its sampled requests)`,
          {
            // A CLOUDFRONT web ACL's metrics have no Region dimension; Rule ALL is every rule together.
            metric: new cloudwatch.Metric({
              namespace: 'AWS/WAFV2',
              metricName: 'BlockedRequests',
              dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
              statistic: 'Sum',
              period,
            }),
            threshold: EDGE_ALARM_THRESHOLDS.wafBlockedRequests,
            evaluationPeriods: 3,
            datapointsToAlarm: 2,
          },
        ),
      );
    }
    new CfnOutput(this, 'EdgeAlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
