// The alarms of the prod stage on what users feel: the API's 4xx and 429
// rates, throttling of each index, every function's duration near its timeout (ops stack and beside
// each function), CloudFront's 5xx rate and the WAF's blocks (us-east-1).
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { routes } from '@tender/functions/routes';
import { api429Metric } from '../lib/api-stack';
import { API_FUNCTION_DEFAULTS } from '../lib/constructs/api-function';
import { DURATION_ALARM_SHARE_OF_TIMEOUT } from '../lib/constructs/alarms';
import { EDGE_ALARM_THRESHOLDS } from '../lib/edge-alarms-stack';
import { WEB_ACL_METRIC_NAME } from '../lib/edge-stack';
import { ALARM_THRESHOLDS } from '../lib/ops-stack';
import { areaFunctions } from './helpers/api-templates';
import { areas, resourcesOf, stacks, templates, useProdApp, type Resource } from './helpers/prod-app';

useProdApp();

type MetricQuery = {
  Id: string;
  Expression?: string;
  MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] } };
};

const opsAlarms = () => Object.entries(resourcesOf(Template.fromStack(stacks.ops), 'AWS::CloudWatch::Alarm'));
const opsAlarm = (prefix: string): Resource => {
  const found = opsAlarms().filter(([id]) => id.startsWith(prefix));
  expect(found, prefix).toHaveLength(1);
  return found[0]![1];
};
const queriesOf = (alarm: Resource) => alarm.Properties!.Metrics as MetricQuery[];
const metricNames = (alarm: Resource) => queriesOf(alarm).flatMap((q) => (q.MetricStat ? [q.MetricStat.Metric] : []));
const toAlarmTopic = (alarm: Resource) => {
  expect(alarm.Properties!.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
  expect(alarm.Properties!.OKActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
};

describe('ops stack: the API as users feel it', () => {
  it('alarms on the 4xx rate, from a minimum of requests', () => {
    const alarm = opsAlarm('Api4xxRate');
    expect(
      metricNames(alarm)
        .map((m) => `${m.Namespace} ${m.MetricName}`)
        .sort(),
    ).toEqual(['AWS/ApiGateway 4xx', 'AWS/ApiGateway Count']);
    const expression = queriesOf(alarm).find((q) => q.Expression)!.Expression;
    expect(expression).toBe(`IF(requests > ${ALARM_THRESHOLDS.rateMinRequests}, 100 * FILL(answers, 0) / requests, 0)`);
    expect(alarm.Properties!.Threshold).toBe(ALARM_THRESHOLDS.api4xxPercent);
    toAlarmTopic(alarm);
  });

  it('counts 429 answers from the access logs (API Gateway has no such metric) and alarms on their rate', () => {
    const { namespace, metricName } = api429Metric('prod');
    const filters = Object.values(resourcesOf(templates.api, 'AWS::Logs::MetricFilter'));
    expect(filters).toHaveLength(1);
    expect(filters[0]!.Properties).toMatchObject({
      LogGroupName: { Ref: expect.stringMatching(/^ApiAccessLogs/) },
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: namespace, MetricName: metricName, MetricValue: '1' }],
    });
    const alarm = opsAlarm('Api429Rate');
    expect(metricNames(alarm).map((m) => `${m.Namespace} ${m.MetricName}`)).toContain(`${namespace} ${metricName}`);
    expect(alarm.Properties!.Threshold).toBe(ALARM_THRESHOLDS.api429Percent);
    toAlarmTopic(alarm);
  });

  it('alarms on throttling of the table and of each index by its own GlobalSecondaryIndexName metrics', () => {
    expect(tableDefinition.indexes.length).toBeGreaterThan(0);
    for (const index of tableDefinition.indexes) {
      const alarm = opsAlarm(`DynamoDbThrottles${index.name[0]!.toUpperCase()}${index.name.slice(1)}`);
      const metrics = metricNames(alarm);
      expect(metrics.map((m) => m.MetricName).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
      for (const metric of metrics) {
        expect(metric.Dimensions).toEqual(
          expect.arrayContaining([
            { Name: 'GlobalSecondaryIndexName', Value: index.name },
            { Name: 'TableName', Value: expect.anything() },
          ]),
        );
      }
      toAlarmTopic(alarm);
    }
  });
});

describe('every function: p99 duration above 80 % of its timeout', () => {
  it('has an alarm beside each route function, in its nested stack, to the ops alarm topic', () => {
    const threshold = API_FUNCTION_DEFAULTS.timeout.toMilliseconds() * DURATION_ALARM_SHARE_OF_TIMEOUT;
    let seen = 0;
    for (const { logicalId, area } of areaFunctions(areas)) {
      const alarms = Object.values(area.resources).filter(
        (r) =>
          r.Type === 'AWS::CloudWatch::Alarm' &&
          JSON.stringify(r.Properties.Dimensions) ===
            JSON.stringify([{ Name: 'FunctionName', Value: { Ref: logicalId } }]),
      );
      expect(alarms, logicalId).toHaveLength(1);
      expect(alarms[0]!.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      // The nested stack's parameter is the ops stack's exported topic ARN.
      expect(JSON.stringify(area.resolve(alarms[0]!.Properties.AlarmActions))).toMatch(/AlarmTopic/);
      seen += 1;
    }
    expect(seen).toBe(routes.length);
  });

  it('has the ops stack watch the functions outside the api stack (mail events, the data pages renderer)', () => {
    const duration = opsAlarms().filter(([, a]) => a.Properties!.MetricName === 'Duration');
    expect(duration.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'DataPagesDurationNearTimeout',
      'MailEventsDurationNearTimeout',
    ]);
    const mailEvents = duration.find(([id]) => id.startsWith('MailEvents'))![1];
    expect(mailEvents.Properties!.Threshold).toBe(30_000 * DURATION_ALARM_SHARE_OF_TIMEOUT);
    for (const [, alarm] of duration) toAlarmTopic(alarm);
  });
});

describe('edge alarms (us-east-1): CloudFront and WAF', () => {
  const edgeAlarms = () => {
    expect(stacks.edgeAlarms?.region).toBe('us-east-1');
    return Template.fromStack(stacks.edgeAlarms!);
  };
  const alarm = (prefix: string) =>
    Object.entries(resourcesOf(edgeAlarms(), 'AWS::CloudWatch::Alarm')).find(([id]) => id.startsWith(prefix))?.[1];
  const toEdgeTopic = (found: Resource) =>
    expect(found.Properties!.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^EdgeAlarmTopic/) }]);

  it("alarms on CloudFront's 5xx rate of the site's distribution", () => {
    const found = alarm('CloudFront5xxRate')!;
    expect(found.Properties).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Threshold: EDGE_ALARM_THRESHOLDS.cloudFront5xxPercent,
    });
    const dimensions = found.Properties!.Dimensions as { Name: string; Value: unknown }[];
    expect(dimensions).toContainEqual({ Name: 'Region', Value: 'Global' });
    // The distribution's id, read across regions from the web stack's output.
    expect(dimensions.find((d) => d.Name === 'DistributionId')?.Value).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({
        StackName: stacks.web.stackName,
        Region: 'ap-south-1',
        OutputName: expect.stringMatching(/Distribution/),
      }),
    });
    toEdgeTopic(found);
  });

  it("alarms on the web ACL's blocked requests", () => {
    const found = alarm('WafBlockedRequests')!;
    expect(found.Properties).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Statistic: 'Sum',
      Threshold: EDGE_ALARM_THRESHOLDS.wafBlockedRequests,
      Dimensions: expect.arrayContaining([
        { Name: 'WebACL', Value: WEB_ACL_METRIC_NAME },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    });
    Template.fromStack(stacks.edge!).hasResourceProperties('AWS::WAFv2::WebACL', {
      VisibilityConfig: {
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
        MetricName: WEB_ACL_METRIC_NAME,
      },
    });
    toEdgeTopic(found);
  });

  it('tells the alarm address through a topic of its own region', () => {
    edgeAlarms().hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.in' });
  });
});
