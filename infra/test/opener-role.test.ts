// The route that opens sealed covers (key use 'sealingOpen') runs AS the data stack's
// BidOpenerRole: the one principal every tender sealing key's policy lets decrypt, from the opening
// time. Its grants (logs, table, bucket, mail, X-Ray) are a policy of the API side attached to that
// role; nothing is added to the data stack, and no IAM statement grants kms:Decrypt.
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveAccess } from '@tender/functions/contracts/route-contract';
import { routes, type Route } from '@tender/functions/routes';
import { routeConstructId } from '../lib/constructs/api-routes';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import type { TenderStacks } from '../lib/tender-app';
import {
  areaTemplates,
  resourcesOf,
  routeFunction,
  type AreaTemplate,
  type CfnResource,
} from './helpers/api-templates';
import { PROD_REQUIRED } from './helpers/prod-input';
import { synthTenderApp } from './helpers/synth';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

const opens = (route: Route) => effectiveAccess(route).keys.includes('sealingOpen');
const openers = routes.filter(opens);

const OPENER_ROLE = DATA_LOGICAL_IDS.bidOpenerRole;
const namesOpenerRole = (value: unknown) => JSON.stringify(value).includes(OPENER_ROLE);

let stacks: TenderStacks;
let assembly: CloudAssembly;
let cleanup: () => void;
let areas: AreaTemplate[];

beforeAll(() => {
  ({ stacks, assembly, cleanup } = synthTenderApp(PROD_REQUIRED));
  areas = areaTemplates(stacks.api);
}, 300_000);
afterAll(() => cleanup?.());

it('has the opening route in the route table (the one route that opens sealed covers)', () => {
  expect(openers.map((route) => `${route.method} ${route.path}`)).toEqual(['POST /tenders/{id}/opening']);
});

/** The policies the function waits for that are attached to the opener role. */
function openerPolicies(fn: CfnResource, area: AreaTemplate): CfnResource[] {
  return (fn.DependsOn ?? [])
    .map((id) => area.resources[id]!)
    .filter(
      (resource) => resource.Type === 'AWS::IAM::Policy' && namesOpenerRole(area.resolve(resource.Properties.Roles)),
    );
}

describe.each(openers.map((route) => [`${route.method} ${route.path}`, route] as const))(
  'the function of %s',
  (_, opener) => {
    let fn: CfnResource;
    let area: AreaTemplate;
    beforeAll(() => {
      ({ fn, area } = routeFunction(areas, opener));
    });
    it("runs as the data stack's BidOpenerRole, not a role of its own", () => {
      const role = area.resolve(fn.Properties.Role);
      // An import (Fn::ImportValue, or Fn::GetStackOutput in a pinned stage) of the data stack's role ARN.
      expect(JSON.stringify(role)).toMatch(new RegExp(`"(Fn::ImportValue|Fn::GetStackOutput)".*${OPENER_ROLE}.*Arn`));
      const ownRoles = Object.keys(area.resources).filter(
        (id) => id.startsWith(routeConstructId(opener)) && area.resources[id]!.Type === 'AWS::IAM::Role',
      );
      expect(ownRoles).toEqual([]);
    });

    it('is granted its access by one policy of the API side, attached to the opener role, that it waits for', () => {
      const policies = openerPolicies(fn, area);
      expect(policies).toHaveLength(1);
      const statements = area.resolve((policies[0]!.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      const actions = [...new Set(statements.flatMap((s) => [s.Action].flat()))].sort();
      expect(actions).toEqual(
        [
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'dynamodb:BatchGetItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:ConditionCheckItem',
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
          'dynamodb:UpdateItem',
          's3:GetObject',
          's3:PutObject',
          'ses:SendEmail',
          'ses:SendRawEmail',
          // prod traces every function; Lambda cannot add this to a role it was given immutable
          'xray:PutTelemetryRecords',
          'xray:PutTraceSegments',
          // an authenticated route reads the session key
          ...(effectiveAccess(opener).secrets.length > 0 ? ['secretsmanager:GetSecretValue'] : []),
        ].sort(),
      );
      for (const statement of statements) expect(statement.Effect).toBe('Allow');
      // Its own log group only (kept in the ApiStack).
      const logGroupRef = (
        area.resolve((fn.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup) as { Ref: string }
      ).Ref;
      const logs = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
      expect(logs.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logGroupRef, 'Arn'] }]);
    });

    it('has no kms statement at all: the sealing key policy alone lets the opener role decrypt', () => {
      const everyStatement = Object.values(area.resources)
        .filter((resource) => resource.Type === 'AWS::IAM::Policy')
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      expect(everyStatement.flatMap((s) => [s.Action].flat())).not.toContain('kms:Decrypt');
      const openerActions = openerPolicies(fn, area).flatMap((policy) =>
        (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.flatMap((s) => [s.Action].flat()),
      );
      expect(openerActions.filter((action) => action.startsWith('kms:'))).toEqual([]);
    });

    it('changes nothing in the data stack: the opener role there has no policy, managed or inline', () => {
      const data = resourcesOf(Template.fromStack(stacks.data));
      const role = data[OPENER_ROLE]!;
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(role.Properties.Policies).toBeUndefined();
      const attached = Object.values(data).filter(
        (resource) => resource.Type === 'AWS::IAM::Policy' && namesOpenerRole(resource.Properties.Roles),
      );
      expect(attached).toEqual([]);
    });

    it("is told no key pair (the local stack's stand-in) and no sealing setting it does not use", () => {
      const variables = area.resolve((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables);
      for (const name of [
        'BID_OPENER_ACCESS_KEY_ID',
        'BID_OPENER_SECRET_ACCESS_KEY',
        'BID_OPENER_ROLE_ARN',
        'RECEIPT_KEY_ID',
      ])
        expect(variables[name], name).toBeUndefined();
    });

    it('leaves cdk-nag clean (the policy carries the same scoped-wildcard suppression as a role)', () => {
      for (const stack of [stacks.api, stacks.data]) {
        const findings = assembly
          .getStackArtifact(stack.artifactId)
          .messages.filter((message) => message.level !== 'info' && /AwsSolutions-/.test(String(message.entry.data)))
          .map((message) => `${message.id}: ${String(message.entry.data).slice(0, 300)}`);
        expect(findings, stack.stackName).toEqual([]);
      }
    });
  },
);
