import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAccess } from '@tender/functions/contracts/job-contract';
import { effectiveAccess, type EffectiveAccess } from '@tender/functions/contracts/route-contract';
import { jobs } from '@tender/functions/jobs';
import { API_BASE_PATH, routes, type Route } from '@tender/functions/routes';
import { routeConstructId } from '../lib/constructs/api-routes';
import { JOB_TAG } from '../lib/constructs/job-functions';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import type { TenderStacks } from '../lib/tender-app';
import {
  areaTemplates,
  jobsResources,
  resourcesOf,
  routeFunction,
  type AreaTemplate,
  type CfnResource,
} from './helpers/api-templates';
import { synthTenderApp } from './helpers/synth';
import { EXPECTED_BUCKET_ACTIONS } from './helpers/expected-access';

// Every route function's role, read back from the synthesized templates (the function, its role and
// policy in its area's nested stack, parameters followed back to the ApiStack) and compared with what
// its route contract says it touches (effectiveAccess). The expected action lists are written out
// here, not imported from the construct, so a change to what "read" means is a visible test change.

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

/** Writes: in a statement of their own, held to the kinds of item the contract declares. */
const WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
/** `<KIND>#*` for each declared kind; SETTINGS, the one partition key with nothing after its kind, as itself. */
const expectedLeadingKeys = (writes: readonly string[]) =>
  writes.map((kind) => (kind === 'SETTINGS' ? 'SETTINGS' : `${kind}#*`));
/**
 * Kinds that hold accounts, their logins and money: a public route writes them only on purpose.
 * Login: the user's sessions and known addresses (USER); sign-up and the registrations make the
 * account (user, its email and mobile claims, profile, order and invoice of the registration fee);
 * reset password: the user's password; payments: the order they create, verify or settle; the
 * alerts' unsubscribe link: the flag on the account's saved search (a USER item).
 */
const ACCOUNT_KINDS = ['USER', 'ACCOUNT', 'ORDER', 'INVOICE', 'EMAIL', 'MOBILE'];
const REGISTRATION_KINDS = ['ACCOUNT', 'EMAIL', 'INVOICE', 'MOBILE', 'ORDER', 'USER'];
const PUBLIC_ACCOUNT_WRITES: Record<string, readonly string[]> = {
  'POST /login': ['USER'],
  'POST /sign_up': ['EMAIL', 'MOBILE', 'USER'],
  'POST /reset_password': ['USER'],
  'POST /contractors/register': REGISTRATION_KINDS,
  'POST /organizations/register': REGISTRATION_KINDS,
  'POST /builders/register': REGISTRATION_KINDS,
  'POST /payments/generate_order_id': ['ORDER'],
  'POST /payments/verify_payment': ['ORDER'],
  'POST /payments/webhook': ['ORDER'],
  'POST /alerts/unsubscribe': ['USER'],
};

const EXPECTED_TABLE = {
  none: [],
  read: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
  write: [
    'dynamodb:BatchGetItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
} as const;
const EXPECTED_KEY = {
  receiptPublicKey: ['kms:GetPublicKey'],
  receiptSign: ['kms:Sign'],
  sealingKeyCreate: ['kms:CreateKey', 'kms:ScheduleKeyDeletion', 'kms:TagResource'],
  sealingDataKey: ['kms:GenerateDataKey'],
  // Runs as the opener role; the sealing key's own policy lets it decrypt, no IAM statement does.
  sealingOpen: [],
} as const;
const RECEIPT_USES = ['receiptPublicKey', 'receiptSign'];
const SECRET_LOGICAL_PREFIX = {
  jwt: 'JwtSecret',
  razorpay: 'RazorpaySecret',
  razorpayWebhook: 'RazorpayWebhookSecret',
};
const SECRET_VARIABLE = {
  jwt: 'JWT_SECRET_ARN',
  razorpay: 'RAZORPAY_SECRET_ARN',
  razorpayWebhook: 'RAZORPAY_WEBHOOK_SECRET_ARN',
};

let stacks: TenderStacks;
let cleanup: () => void;
let areas: AreaTemplate[];
let apiResources: Record<string, CfnResource>;
/** The jobs' nested stack (JobsStack), its parameters resolved to what the ApiStack passes. */
let jobResources: Record<string, CfnResource>;
let dataResources: Record<string, CfnResource>;

beforeAll(() => {
  ({ stacks, cleanup } = synthTenderApp({ names: { mailDomain: 'example.in' } }));
  areas = areaTemplates(stacks.api);
  apiResources = resourcesOf(Template.fromStack(stacks.api));
  jobResources = jobsResources(stacks.api);
  dataResources = resourcesOf(Template.fromStack(stacks.data));
});
afterAll(() => cleanup?.());

/** A value that names the data stack's opener role (an import of its ARN or name, once resolved). */
const namesOpenerRole = (value: unknown) => JSON.stringify(value).includes(DATA_LOGICAL_IDS.bidOpenerRole);

/**
 * The route's function, its role (`<area>/<logical id>`, or `data/BidOpenerRole` for a route that
 * opens sealed covers), every statement of the policies that grant it, its environment and its log
 * group, with the nested stack's parameters replaced by the ApiStack's values.
 */
function granted(route: Route) {
  const description = `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`;
  const { fn, area } = routeFunction(areas, route);
  expect(fn.Properties.Description).toBe(description);
  const { resources } = area;
  const policyStatements = (policies: CfnResource[]) =>
    area.resolve(
      policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
    );
  const variables = area.resolve((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables);
  const logGroup = area.resolve((fn.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup);

  if (namesOpenerRole(area.resolve(fn.Properties.Role))) {
    // The opener role lives in the data stack; its grants for this function are the policy made
    // beside the function (which the function waits for), attached to that role.
    const policies = (fn.DependsOn ?? [])
      .map((id) => resources[id]!)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && namesOpenerRole(area.resolve(r.Properties.Roles)));
    expect(policies, description).toHaveLength(1);
    const role = dataResources[DATA_LOGICAL_IDS.bidOpenerRole]!;
    return {
      roleId: `data/${DATA_LOGICAL_IDS.bidOpenerRole}`,
      role,
      statements: policyStatements(policies),
      variables,
      logGroup,
    };
  }
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const role = resources[roleId]!;
  expect(role.Type).toBe('AWS::IAM::Role');
  const statements = policyStatements(
    Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
    ),
  );
  return { roleId: `${area.id}/${roleId}`, role, statements, variables, logGroup };
}

const actionsWith = (statements: Statement[], prefix: string) =>
  [...new Set(statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith(prefix)))].sort();

/**
 * A writing function's writes are one statement, on the table alone (never an index), whose
 * dynamodb:LeadingKeys condition is exactly its declared kinds; no other statement writes.
 */
function expectLeadingKeys(name: string, statements: Statement[], access: EffectiveAccess) {
  const writing = statements.filter((s) => [s.Action].flat().some((a) => WRITE_ACTIONS.includes(a)));
  if (access.table !== 'write') return void expect(writing, name).toEqual([]);
  expect(access.writes.length, `${name}: table write without \`writes\``).toBeGreaterThan(0);
  expect(writing, name).toHaveLength(1);
  const [statement] = writing;
  expect([statement!.Action].flat().sort(), name).toEqual(WRITE_ACTIONS);
  expect([statement!.Resource].flat(), name).toHaveLength(1);
  expect(JSON.stringify(statement!.Resource), name).not.toContain('/index/');
  expect(statement!.Condition, `${name}: leading keys`).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expectedLeadingKeys(access.writes) },
  });
}

function check(route: Route, access: EffectiveAccess) {
  const { role, statements, variables, logGroup } = granted(route);
  const name = `${route.method} ${route.path}`;
  expect(role.Properties.ManagedPolicyArns, name).toBeUndefined();
  for (const statement of statements) expect(statement.Effect, name).toBe('Allow');

  // Only these services, nothing else (no iam:, s3:List* only for bucket erase, no wildcard actions; kms: only as below).
  const services = new Set(statements.flatMap((s) => [s.Action].flat()).map((a) => a.split(':')[0]));
  for (const service of services)
    expect(['logs', 'dynamodb', 's3', 'ses', 'secretsmanager', 'xray', 'kms'], name).toContain(service);
  for (const action of statements.flatMap((s) => [s.Action].flat())) expect(action, name).not.toMatch(/\*$/);

  expect(actionsWith(statements, 'dynamodb:'), `${name}: table ${access.table}`).toEqual(EXPECTED_TABLE[access.table]);
  expect(actionsWith(statements, 's3:'), `${name}: bucket ${access.bucket}`).toEqual(
    EXPECTED_BUCKET_ACTIONS[access.bucket],
  );
  expect(actionsWith(statements, 'ses:'), `${name}: mail`).toEqual(
    access.mail ? ['ses:SendEmail', 'ses:SendRawEmail'] : [],
  );
  expect(actionsWith(statements, 'logs:'), name).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
  expect(actionsWith(statements, 'kms:'), `${name}: keys`).toEqual(
    access.keys.flatMap((use) => EXPECTED_KEY[use]).sort(),
  );
  const receiptUse = access.keys.some((use) => RECEIPT_USES.includes(use));
  expect(variables.RECEIPT_KEY_ID !== undefined, `${name}: RECEIPT_KEY_ID`).toBe(receiptUse);
  expect(variables.BID_OPENER_ROLE_ARN !== undefined, `${name}: BID_OPENER_ROLE_ARN`).toBe(
    access.keys.includes('sealingKeyCreate'),
  );
  // The opener's key pair is the local stack's stand-in for running as the opener role: never in AWS.
  expect(variables.BID_OPENER_ACCESS_KEY_ID, name).toBeUndefined();
  expect(variables.BID_OPENER_SECRET_ACCESS_KEY, name).toBeUndefined();

  // Logs: it writes to its own log group (kept in the ApiStack), and may write only there.
  const logGroupId = (logGroup as { Ref: string }).Ref;
  expect(logGroupId, name).toMatch(new RegExp(`^Routes${routeConstructId(route)}Logs[0-9A-F]{8}$`));
  expect(apiResources[logGroupId]?.Type, name).toBe('AWS::Logs::LogGroup');
  const logStatements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
  expect(
    logStatements.map((s) => s.Resource),
    name,
  ).toEqual([{ 'Fn::GetAtt': [logGroupId, 'Arn'] }]);

  expectLeadingKeys(name, statements, access);

  // DynamoDB only on the table and its indexes; S3 only on the uploads bucket's objects.
  for (const statement of statements) {
    const actions = [statement.Action].flat();
    const resource = JSON.stringify(statement.Resource);
    if (actions.some((a) => a.startsWith('dynamodb:'))) expect(resource, name).toMatch(/TableArn/);
    // Listing (bucket 'erase' only) is on the bucket, held to the account folders.
    if (actions.some((a) => a.startsWith('s3:List'))) {
      expect(actions.sort(), name).toEqual(['s3:ListBucket', 's3:ListBucketVersions']);
      expect(resource, name).toMatch(/UploadsBucket/);
      expect(statement.Condition, name).toEqual({ StringLike: { 's3:prefix': ['files/*', 'exports/*', 'tmp/*'] } });
    } else if (actions.some((a) => a.startsWith('s3:'))) expect(resource, name).toMatch(/UploadsBucketArn.*"\/\*"/);
    // The receipt key by its ARN; sealing keys (one per tender) only with the sealing tag, never Decrypt.
    if (actions.some((a) => a.startsWith('kms:'))) {
      expect(actions, name).not.toContain('kms:Decrypt');
      if (actions.some((a) => ['kms:GetPublicKey', 'kms:Sign'].includes(a)))
        expect(resource, name).toMatch(/ReceiptKey/);
      else expect(JSON.stringify(statement.Condition), name).toContain('tender-sealing');
    }
    if (actions.some((a) => a.startsWith('ses:'))) {
      expect(statement.Condition, name).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.in' } });
    }
  }

  // Secrets: readable exactly the listed ones, and told exactly their ARNs.
  const readable = statements
    .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
    .flatMap((s) => [s.Resource].flat() as { Ref: string }[])
    .map((ref) => ref.Ref)
    .sort();
  const prefixes = Object.values(SECRET_LOGICAL_PREFIX);
  const readableSecrets = readable.map((id) => prefixes.find((prefix) => id.startsWith(prefix)) ?? id).sort();
  expect(readableSecrets, `${name}: secrets`).toEqual(
    access.secrets.map((secret) => SECRET_LOGICAL_PREFIX[secret]).sort(),
  );
  expect(readable, `${name}: secrets`).toHaveLength(access.secrets.length);
  for (const [secret, variable] of Object.entries(SECRET_VARIABLE)) {
    const given = access.secrets.includes(secret as keyof typeof SECRET_VARIABLE);
    expect(variables[variable] !== undefined, `${name}: ${variable}`).toBe(given);
    if (given) expect(readable, name).toContain((variables[variable] as { Ref: string }).Ref);
  }
}

describe('each route function is granted exactly what its route contract says (least privilege)', () => {
  it('gives every route function a role of its own, but the openers, which run as the opener role', () => {
    const opens = (route: Route) => effectiveAccess(route).keys.includes('sealingOpen');
    const own = routes.filter((route) => !opens(route)).map((route) => granted(route).roleId);
    expect(new Set(own).size).toBe(own.length);
    expect(own).not.toContain(`data/${DATA_LOGICAL_IDS.bidOpenerRole}`);
    for (const route of routes.filter(opens))
      expect(granted(route).roleId).toBe(`data/${DATA_LOGICAL_IDS.bidOpenerRole}`);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
    check(route, effectiveAccess(route));
  });

  it('lets no route Scan the table, and reading routes only GetItem, Query and BatchGetItem', () => {
    for (const route of routes) {
      const actions = actionsWith(granted(route).statements, 'dynamodb:');
      expect(actions).not.toContain('dynamodb:Scan');
      if (effectiveAccess(route).table === 'read') {
        expect(actions).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
      }
    }
  });

  it('has no route relying on the default access (every contract declares what it touches)', () => {
    const undeclared = routes.filter((route) => route.access === undefined).map((r) => `${r.method} ${r.path}`);
    expect(undeclared, `routes without an 'access' declaration: ${undeclared.join(', ')}`).toEqual([]);
  });

  it('grants the Razorpay keys to the payment info, order and verify routes alone, the webhook secret to the webhook alone', () => {
    const withRazorpay = routes.filter((route) => effectiveAccess(route).secrets.includes('razorpay'));
    expect(withRazorpay.map((route) => route.path).sort()).toEqual([
      '/get_payment_info',
      '/payments/generate_order_id',
      '/payments/verify_payment',
      '/tenders/{id}/bids/payment_order',
      '/tenders/{id}/bids/verify_payment',
    ]);
    const withWebhook = routes.filter((route) => effectiveAccess(route).secrets.includes('razorpayWebhook'));
    expect(withWebhook.map((route) => route.path)).toEqual(['/payments/webhook']);
  });
});

describe('each function writes only the kinds of item its contract declares (dynamodb:LeadingKeys)', () => {
  const routeName = (route: Route) => `${route.method} ${route.path}`;

  it('gives public routes no account, login or payment items but those they write on purpose', () => {
    for (const route of routes.filter((r) => r.auth === 'public')) {
      const name = routeName(route);
      const accountWrites = effectiveAccess(route).writes.filter((kind) => ACCOUNT_KINDS.includes(kind));
      expect(accountWrites, name).toEqual([...(PUBLIC_ACCOUNT_WRITES[name] ?? [])].sort());
    }
  });

  it('lets the two email checks count throttle items only, and the contact form write enquiries, their numbers and throttles', () => {
    const writesOf = (path: string, method = 'GET') =>
      effectiveAccess(routes.find((r) => r.path === path && r.method === method)!).writes;
    expect(writesOf('/users/check_email_exists/{email}/{id}')).toEqual(['THROTTLE']);
    expect(writesOf('/organizations/check_email_exists/{email}/{id}')).toEqual(['THROTTLE']);
    expect(writesOf('/contacts', 'POST')).toEqual(['CONTACT', 'SEQ', 'THROTTLE']);
  });

  it.each(jobs.map((job) => [job.name, job] as const))(
    'job %s: its writes are held to its declared kinds',
    (_, job) => {
      const found = Object.values(jobResources).filter(
        (r) =>
          r.Type === 'AWS::Lambda::Function' &&
          ((r.Properties.Tags ?? []) as { Key: string; Value: string }[]).some(
            (tag) => tag.Key === JOB_TAG && tag.Value === job.handler,
          ),
      );
      expect(found, job.name).toHaveLength(1);
      const roleId = (found[0]!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = Object.values(jobResources)
        .filter(
          (r) =>
            r.Type === 'AWS::IAM::Policy' &&
            (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
        )
        .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      expectLeadingKeys(`job ${job.name}`, statements, jobAccess(job));
    },
  );
});
