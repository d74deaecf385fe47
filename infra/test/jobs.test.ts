import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAccess } from '@tender/functions/contracts/job-contract';
import { jobs, type Job } from '@tender/functions/jobs';
import { DURATION_ALARM_SHARE_OF_TIMEOUT } from '../lib/constructs/alarms';
import { JOB_TAG, jobDescription } from '../lib/constructs/job-functions';
import type { TenderStacks } from '../lib/tender-app';
import { areaTemplates, jobsResources, resourcesOf, type CfnResource } from './helpers/api-templates';
import { synthTenderApp } from './helpers/synth';
import { EXPECTED_BUCKET_ACTIONS } from './helpers/expected-access';

// Every job of functions/jobs.ts, read back from the synthesized ApiStack's jobs nested stack
// (JobsStack; its parameters followed back to what the ApiStack passes): its function, its role
// (exactly what the job declares, like the route functions' least-privilege test), and the
// EventBridge Scheduler schedule that invokes it on the job's timetable and may do nothing else.

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

const TABLE_WRITE = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];

let stacks: TenderStacks;
let cleanup: () => void;
let resources: Record<string, CfnResource>;

beforeAll(() => {
  ({ stacks, cleanup } = synthTenderApp({ names: { mailDomain: 'example.in' } }));
  resources = jobsResources(stacks.api);
});
afterAll(() => cleanup?.());

const idOf = (value: unknown) => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

function statementsOf(roleId: string): Statement[] {
  return Object.values(resources)
    .filter(
      (r) =>
        r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
    )
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function jobFunction(job: Job) {
  const found = Object.entries(resources).filter(
    ([, r]) =>
      r.Type === 'AWS::Lambda::Function' &&
      ((r.Properties.Tags ?? []) as { Key: string; Value: string }[]).some(
        (tag) => tag.Key === JOB_TAG && tag.Value === job.handler,
      ),
  );
  expect(found, job.name).toHaveLength(1);
  const [id, fn] = found[0]!;
  return { id, fn, roleId: idOf(fn.Properties.Role) };
}

const actions = (statements: Statement[]) => [...new Set(statements.flatMap((s) => [s.Action].flat()))].sort();

describe('the job table in the cloud: one function and one schedule per job', () => {
  it('makes a function per job and no other job functions', () => {
    const tagged = (of: Record<string, CfnResource>) =>
      Object.values(of).filter(
        (r) =>
          r.Type === 'AWS::Lambda::Function' &&
          ((r.Properties.Tags ?? []) as { Key: string }[]).some((tag) => tag.Key === JOB_TAG),
      );
    expect(tagged(resources)).toHaveLength(jobs.length);
    // All in the jobs' nested stack: none in the ApiStack itself or an area's nested stack.
    expect(tagged(resourcesOf(Template.fromStack(stacks.api)))).toEqual([]);
    for (const area of areaTemplates(stacks.api)) expect(tagged(area.resources), area.id).toEqual([]);
  });

  it.each(jobs.map((job) => [job.name, job] as const))('%s: its role grants exactly what it declares', (_, job) => {
    const { fn, roleId } = jobFunction(job);
    const role = resources[roleId]!;
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = statementsOf(roleId);
    for (const statement of statements) expect(statement.Effect).toBe('Allow');
    const access = jobAccess(job);
    const expectedTable = access.table === 'write' ? TABLE_WRITE : [];
    expect(actions(statements).filter((a) => a.startsWith('dynamodb:'))).toEqual(expectedTable);
    // Its own log group, mail when it declares it, and X-Ray's two actions when the stage traces; nothing else.
    const others = actions(statements).filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('xray:'));
    expect(others).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        ...EXPECTED_BUCKET_ACTIONS[access.bucket],
        ...(access.mail ? ['ses:SendEmail', 'ses:SendRawEmail'] : []),
        ...(access.secrets.length > 0 ? ['secretsmanager:GetSecretValue'] : []),
      ].sort(),
    );
    for (const action of actions(statements).filter((a) => a.startsWith('xray:'))) {
      expect(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']).toContain(action);
    }
    for (const statement of statements) {
      if ([statement.Action].flat().some((a) => a.startsWith('dynamodb:'))) {
        expect(JSON.stringify(statement.Resource)).toMatch(/Table/);
      }
    }
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'MAIL_FROM',
        'MAIL_CONFIGURATION_SET',
        'NODE_OPTIONS',
        'SITE_URL',
        'STAGE',
        'TABLE_NAME',
        'UPLOADS_BUCKET',
        ...(access.secrets.includes('razorpay') ? ['RAZORPAY_SECRET_ARN'] : []),
        ...(access.secrets.includes('jwt') ? ['JWT_SECRET_ARN'] : []),
      ].sort(),
    );
    expect(fn.Properties.Timeout).toBe(job.timeoutSeconds);
  });

  it.each(jobs.map((job) => [job.name, job] as const))('%s: a schedule invokes it on its timetable', (_, job) => {
    const { id } = jobFunction(job);
    const schedules = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Scheduler::Schedule' && idOf((r.Properties.Target as { Arn: unknown }).Arn) === id,
    );
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]!.Properties;
    expect(schedule.ScheduleExpression).toBe(job.schedule);
    expect(schedule.State).toBe('ENABLED');
    expect(schedule.Target).toMatchObject({ RetryPolicy: { MaximumRetryAttempts: 0 } });
    // The scheduler's role may invoke this function and nothing else.
    const invoke = statementsOf(idOf((schedule.Target as { RoleArn: unknown }).RoleArn));
    expect(actions(invoke)).toEqual(['lambda:InvokeFunction']);
    for (const statement of invoke) {
      for (const resource of [statement.Resource].flat()) expect(JSON.stringify(resource)).toContain(id);
    }
  });

  it.each(jobs.map((job) => [job.name, job] as const))(
    '%s: alarms when its p99 duration nears its timeout, to the alarm topic',
    (_, job) => {
      const { id } = jobFunction(job);
      const alarms = Object.values(resources).filter(
        (r) =>
          r.Type === 'AWS::CloudWatch::Alarm' &&
          JSON.stringify(r.Properties.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: id } }]),
      );
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.Properties).toMatchObject({
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Threshold: job.timeoutSeconds * 1000 * DURATION_ALARM_SHARE_OF_TIMEOUT,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      // The ops stack's topic, read from that stack's outputs.
      expect(alarms[0]!.Properties.AlarmActions).toHaveLength(1);
      expect(JSON.stringify(alarms[0]!.Properties.AlarmActions)).toMatch(/-ops\b.*AlarmTopic|AlarmTopic.*-ops\b/);
    },
  );

  it('fits a long summary into the 256 characters of a function description, keeping name and handler', () => {
    const job = { name: 'n', schedule: 'rate(1 minute)', summary: 'x'.repeat(400), handler: 'area/handler' };
    const description = jobDescription(job);
    expect(description).toHaveLength(256);
    expect(description).toMatch(/^Job n, rate\(1 minute\): x+… \(area\/handler\)$/);
    expect(jobDescription({ ...job, summary: 'short' })).toBe('Job n, rate(1 minute): short (area/handler)');
    for (const each of jobs) expect(jobDescription(each).length).toBeLessThanOrEqual(256);
  });

  it('closes tenders every minute', () => {
    expect(jobs.map((job) => [job.name, job.schedule])).toContainEqual(['close-tenders', 'rate(1 minute)']);
  });
});
