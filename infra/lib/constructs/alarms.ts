// One way to make an alarm: above its threshold, missing data is not a breach, and the topic hears
// both when it fires and when it is over. Used by the ops stack, the edge alarms (us-east-1) and
// beside every function (its duration near its timeout).
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export type AlarmOptions = Pick<cloudwatch.AlarmProps, 'threshold' | 'evaluationPeriods' | 'datapointsToAlarm'> & {
  metric: cloudwatch.IMetric;
};

export function alarmTo(
  scope: Construct,
  id: string,
  topic: sns.ITopic,
  description: string,
  options: AlarmOptions,
): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    alarmDescription: description,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    ...options,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  alarm.addOkAction(new actions.SnsAction(topic));
  return alarm;
}

/** A function's p99 duration alarms above this share of its timeout: it is about to time out. */
export const DURATION_ALARM_SHARE_OF_TIMEOUT = 0.8;

/**
 * `DurationNearTimeout` in `scope`: the function's p99 duration over 5 minutes above 80 % of its
 * timeout in 2 of 3 periods. Per function, because timeouts differ (10 s routes, 30 s mail events,
 * the jobs' own) and an alarm's metric math takes at most 10 metrics.
 */
export function durationNearTimeoutAlarm(
  scope: Construct,
  fn: lambda.IFunction,
  timeout: Duration,
  topic: sns.ITopic,
  what: string,
): cloudwatch.Alarm {
  const threshold = Math.round(timeout.toMilliseconds() * DURATION_ALARM_SHARE_OF_TIMEOUT);
  return alarmTo(
    scope,
    'DurationNearTimeout',
    topic,
    `${what}: p99 duration above ${threshold} ms, ${DURATION_ALARM_SHARE_OF_TIMEOUT * 100} % of its ${timeout.toSeconds()} s timeout`,
    {
      metric: fn.metricDuration({ statistic: 'p99', period: Duration.minutes(5) }),
      threshold,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    },
  );
}
