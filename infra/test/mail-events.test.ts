import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveAccess } from '@tender/functions/contracts/route-contract';
import { routes } from '@tender/functions/routes';
import { MAIL_EVENTS_HANDLER, MAIL_EVENTS_TAG } from '../lib/constructs/mail-events-function';
import type { TenderStacks } from '../lib/tender-app';
import { areaTemplates, routeFunction, type CfnResource } from './helpers/api-templates';
import { PROD_REQUIRED } from './helpers/prod-input';
import { synthTenderApp } from './helpers/synth';

// Our own suppression list's feed in the prod templates: the mail events function subscribed to the
// feedback topic that SES's configuration set publishes bounces and complaints to, with a role that
// may write suppressed addresses and nothing else; and every function that sends mail able to read
// an address's suppression item (one GetItem) before it sends.

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

let stacks: TenderStacks;
let assembly: CloudAssembly;
let cleanup: () => void;
let mail: Template;
let resources: Record<string, CfnResource>;

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const only = (type: string) => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

beforeAll(() => {
  ({ stacks, assembly, cleanup } = synthTenderApp(PROD_REQUIRED));
  mail = Template.fromStack(stacks.mail);
  resources = mail.toJSON().Resources as Record<string, CfnResource>;
});
afterAll(() => cleanup?.());

describe('mail events function (SES bounces and complaints -> our suppression list)', () => {
  it('is subscribed to the feedback topic the configuration set publishes to, with a dead-letter queue', () => {
    const [topicId] = only('AWS::SNS::Topic');
    const [functionId] = only('AWS::Lambda::Function');
    const [queueId] = only('AWS::SQS::Queue');
    mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      }),
    });
    mail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [functionId, 'Arn'] },
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    mail.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      SourceArn: { Ref: topicId },
    });
  });

  it('runs the bundled mail-events handler with only the table name (and the bucket name the configuration requires)', () => {
    const [, fn] = only('AWS::Lambda::Function');
    const [queueId] = only('AWS::SQS::Queue');
    expect(fn.Properties).toMatchObject({
      Handler: 'index.handler',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      Tags: expect.arrayContaining([{ Key: MAIL_EVENTS_TAG, Value: MAIL_EVENTS_HANDLER }]),
    });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'STAGE', 'TABLE_NAME', 'UPLOADS_BUCKET']);
    expect(JSON.stringify(variables.TABLE_NAME)).toMatch(/Table/);
  });

  it('has a role of its own that may PutItem only suppressed-address items of the table, write its own logs and dead letters', () => {
    const [, fn] = only('AWS::Lambda::Function');
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resources[roleId]!.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual([
      'dynamodb:PutItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'sqs:SendMessage',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const table = statements.find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'))!;
    expect(table.Effect).toBe('Allow');
    // The table itself (no index), imported from the data stack, and only keys SUPPRESSED#...
    expect(Array.isArray(table.Resource)).toBe(false);
    expect(JSON.stringify(table.Resource)).toMatch(/"StackName":"tender-prod-data".*TableArn/);
    expect(table.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] } });
    const [logGroupId] = only('AWS::Logs::LogGroup');
    const logs = statements.find((statement) => [statement.Action].flat().includes('logs:PutLogEvents'))!;
    expect(logs.Resource).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
    expect(fn.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: logGroupId } });
    // Its failed invocations go to its own dead-letter queue, and nowhere else.
    const [queueId] = only('AWS::SQS::Queue');
    const deadLetters = statements.find((statement) => [statement.Action].flat().includes('sqs:SendMessage'))!;
    expect(deadLetters.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
  });

  it('keeps its dead letters 14 days, encrypted, over TLS only', () => {
    const [queueId, queue] = only('AWS::SQS::Queue');
    expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    mail.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Action: 'sqs:SendMessage', Principal: { Service: 'sns.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('lets every function that sends mail GetItem the table (the suppression check before each send)', () => {
    const areas = areaTemplates(stacks.api);
    const senders = routes.filter((route) => effectiveAccess(route).mail);
    expect(senders.length).toBeGreaterThan(0);
    for (const route of senders) {
      const { fn, area } = routeFunction(areas, route);
      // Its own role's policies; or, for the opening (which runs as the data stack's opener role),
      // the policy made beside it for that role, which it waits for.
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
      const statements = area.resolve(
        Object.entries(area.resources)
          .filter(
            ([id, r]) =>
              r.Type === 'AWS::IAM::Policy' &&
              ((roleId !== undefined && (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId)) ||
                (roleId === undefined && (fn.DependsOn ?? []).includes(id))),
          )
          .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
      );
      const reads = statements.filter((statement) => [statement.Action].flat().includes('dynamodb:GetItem'));
      expect(reads, `${route.method} ${route.path}`).not.toEqual([]);
      expect(JSON.stringify(reads.map((statement) => statement.Resource))).toMatch(/TableArn|Table/);
    }
  });

  it('leaves no unsuppressed AwsSolutions or Serverless finding in any stack, each suppression with a reason', () => {
    for (const stack of [stacks.data, stacks.web, stacks.api, stacks.mail, stacks.ops, stacks.edge!]) {
      const findings = assembly
        .getStackArtifact(stack.artifactId)
        .messages.filter(
          (message) => message.level !== 'info' && /(AwsSolutions|Serverless)-/.test(String(message.entry.data)),
        )
        .map((message) => `${message.id}: ${String(message.entry.data).slice(0, 300)}`);
      expect(findings, stack.stackName).toEqual([]);
    }
    for (const resource of Object.values(resources)) {
      const suppressions =
        (resource.Metadata as { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } } | undefined)
          ?.cdk_nag?.rules_to_suppress ?? [];
      for (const rule of suppressions) expect(rule.reason.length, rule.id).toBeGreaterThan(20);
    }
  });
});
