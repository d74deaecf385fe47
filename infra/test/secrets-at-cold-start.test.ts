import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@tender/functions/routes';
import { ROUTE_TAG } from '../lib/constructs/api-function';
import type { TenderStacks } from '../lib/tender-app';
import { areaFunctions, areaTemplates, type AreaTemplate } from './helpers/api-templates';
import { startSecretsManagerStandIn, type SecretsManagerStandIn } from './helpers/secrets-manager-stand-in';
import { synthTenderApp } from './helpers/synth';

// The synthesized get_payment_info function, run as Lambda would run it: its own bundle from the
// cloud assembly, in a fresh Node process whose environment is exactly the one in the template
// (intrinsics replaced by stand-in values), plus a Secrets Manager endpoint on loopback, fake
// credentials and a region. Nothing of this test process's environment (SECRETS_FILE, keys) leaks in.

const HANDLER = 'payments/get-payment-info';
const REGION = 'ap-south-1';
const ACCOUNT = '123456789012';
const ACCESS_KEY_ID = 'AKIDCOLDSTARTTEST';
const SERVED = {
  keyId: 'rzp_live_StandIn0123',
  keySecret: 'stand-in-razorpay-key-secret',
  webhookSecret: 'stand-in-razorpay-webhook-secret',
  jwtKey: 'stand-in-jwt-signing-key-'.padEnd(64, 'x'),
};

type Resource = { Type: string; Properties: Record<string, unknown> };
type Answer = { statusCode: number; headers?: Record<string, string>; body: string };

let stacks: TenderStacks;
let assembly: CloudAssembly;
let cleanup: () => void;
/** The ApiStack's own resources (the secrets); the function is in its area's nested stack. */
let resources: Record<string, Resource>;
let fn: Resource;
let area: AreaTemplate;

beforeAll(() => {
  ({ stacks, assembly, cleanup } = synthTenderApp());
  resources = Template.fromStack(stacks.api).toJSON().Resources as Record<string, Resource>;
  const found = areaFunctions(areaTemplates(stacks.api)).filter(({ fn: candidate }) =>
    (candidate.Properties.Tags as { Key: string; Value: string }[]).some(
      (tag) => tag.Key === ROUTE_TAG && tag.Value === HANDLER,
    ),
  );
  expect(found).toHaveLength(1);
  ({ fn, area } = found[0]!);
});
afterAll(() => cleanup?.());

/**
 * The function's code as `cdk deploy` would upload it: the asset folder its S3Key names, from the
 * assembly (a nested stack's assets are published with its top-level stack's).
 */
function bundleFile(): string {
  const { S3Key } = fn.Properties.Code as { S3Key: string };
  const hash = S3Key.replace(/\.zip$/, '');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(assembly.directory, `${stacks.api.artifactId}.assets.json`), 'utf8'),
  ) as { files: Record<string, { source: { path: string; packaging: string } }> };
  const source = manifest.files[hash]?.source;
  expect(source?.packaging).toBe('zip');
  const file = path.join(assembly.directory, source!.path, 'index.mjs');
  expect(fs.existsSync(file)).toBe(true);
  return file;
}

/** A stand-in ARN for a secret created in the stack (what `Ref` gives at deploy time). */
const secretArn = (logicalId: string) => `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${logicalId}-AbCdEf`;

/** The template's value with its intrinsics replaced by stand-in values of the same kind. */
function resolve(value: unknown): string {
  if (typeof value === 'string') return value;
  const [intrinsic, argument] = Object.entries(value as Record<string, unknown>)[0] ?? [];
  switch (intrinsic) {
    case 'Ref': {
      const pseudo: Record<string, string> = {
        'AWS::Region': REGION,
        'AWS::AccountId': ACCOUNT,
        'AWS::Partition': 'aws',
      };
      if (pseudo[argument as string]) return pseudo[argument as string]!;
      const resource = resources[argument as string];
      if (resource?.Type === 'AWS::SecretsManager::Secret') return secretArn(argument as string);
      throw new Error(`no stand-in for Ref ${String(argument)} (${resource?.Type})`);
    }
    case 'Fn::Join': {
      const [separator, parts] = argument as [string, unknown[]];
      return parts.map(resolve).join(separator);
    }
    case 'Fn::GetStackOutput':
    case 'Fn::ImportValue': {
      // Another stack's output (table name, bucket name, CloudFront domain): a name-like value.
      const id = JSON.stringify(argument);
      return `stand-in-${createHash('sha256').update(id).digest('hex').slice(0, 10)}`;
    }
    default:
      throw new Error(`no stand-in for ${JSON.stringify(value)}`);
  }
}

/** The x-origin-verify value CloudFront adds (API Gateway's authorizer has checked it before the function). */
const ORIGIN_VERIFY_VALUE = 'origin-verify-stand-in-value-0123456789abcdef';

function templateEnvironment(): Record<string, string> {
  // The nested stack's parameters followed back to what the ApiStack passes (its secrets' Refs).
  const { Variables } = area.resolve(fn.Properties.Environment as { Variables: Record<string, unknown> });
  return Object.fromEntries(Object.entries(Variables).map(([name, value]) => [name, resolve(value)]));
}

const event = {
  version: '2.0',
  routeKey: `GET ${API_BASE_PATH}/get_payment_info`,
  rawPath: `${API_BASE_PATH}/get_payment_info`,
  rawQueryString: '',
  headers: {
    accept: 'application/json',
    host: 'abc123.execute-api.ap-south-1.amazonaws.com',
    'user-agent': 'Amazon CloudFront',
    'cloudfront-viewer-address': '203.0.113.7:51234',
    'x-origin-verify': ORIGIN_VERIFY_VALUE,
  },
  requestContext: {
    accountId: ACCOUNT,
    apiId: 'abc123',
    domainName: 'abc123.execute-api.ap-south-1.amazonaws.com',
    domainPrefix: 'abc123',
    http: {
      method: 'GET',
      path: `${API_BASE_PATH}/get_payment_info`,
      protocol: 'HTTP/1.1',
      sourceIp: '130.176.0.1',
      userAgent: 'Amazon CloudFront',
    },
    requestId: 'cold-start-test',
    routeKey: `GET ${API_BASE_PATH}/get_payment_info`,
    stage: '$default',
    time: '01/Jan/2026:00:00:00 +0000',
    timeEpoch: 1767225600000,
  },
  isBase64Encoded: false,
};

// Runs in the fresh process: imports the bundle, invokes its handler `count` times in sequence.
const RUNNER = `
import { pathToFileURL } from 'node:url';
const [bundle, eventJson, count] = process.argv.slice(1);
const { handler } = await import(pathToFileURL(bundle).href);
const context = {
  awsRequestId: 'cold-start-test', functionName: 'get-payment-info', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10000,
};
const answers = [];
for (let i = 0; i < Number(count); i += 1) answers.push(await handler(JSON.parse(eventJson), context));
const report = JSON.stringify({ env: Object.keys(process.env).sort(), answers });
process.stdout.write(report, () => process.exit(0));
`;

/** Starts the bundle in a new Node process with exactly `env`, invokes it `count` times. */
function runFunction(
  file: string,
  env: Record<string, string>,
  count: number,
  requestEvent: unknown = event,
): Promise<{ env: string[]; answers: Answer[] }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', RUNNER, file, JSON.stringify(requestEvent), String(count)],
      {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`function process exited with ${code}:\n${stderr}`));
      try {
        // The report is the last line; the function's own log lines come before it.
        resolvePromise(JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)) as { env: string[]; answers: Answer[] });
      } catch {
        reject(new Error(`function process printed no report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

describe('get_payment_info, synthesized, at cold start in a fresh process', () => {
  let standIn: SecretsManagerStandIn;
  let functionEnv: Record<string, string>;
  let arns: string[];

  beforeAll(async () => {
    functionEnv = templateEnvironment();
    arns = [functionEnv.RAZORPAY_SECRET_ARN!];
    // The stand-in holds every secret of the stack: the function must read only the one it is granted.
    const stackSecret = (prefix: string) =>
      secretArn(
        Object.keys(resources).find(
          (id) => id.startsWith(prefix) && resources[id]!.Type === 'AWS::SecretsManager::Secret',
        )!,
      );
    standIn = await startSecretsManagerStandIn({
      [stackSecret('JwtSecret')]: SERVED.jwtKey,
      [functionEnv.RAZORPAY_SECRET_ARN!]: JSON.stringify({ key_id: SERVED.keyId, key_secret: SERVED.keySecret }),
      [stackSecret('RazorpayWebhookSecret')]: SERVED.webhookSecret,
    });
  });
  afterAll(() => standIn?.close());

  const processEnv = () => ({
    ...functionEnv,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url,
    AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: 'cold-start-test-secret-access-key',
    AWS_REGION: REGION,
  });

  it('is given the Razorpay keys ARN alone (its contract grants no other secret), no value, no secrets file', () => {
    expect(Object.keys(functionEnv)).toContain('RAZORPAY_SECRET_ARN');
    expect(functionEnv).not.toHaveProperty('JWT_SECRET_ARN');
    expect(functionEnv).not.toHaveProperty('RAZORPAY_WEBHOOK_SECRET_ARN');
    for (const arn of arns) expect(arn).toMatch(/^arn:aws:secretsmanager:ap-south-1:123456789012:secret:/);
    for (const name of ['JWT_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'SECRETS_FILE', 'ORIGIN_VERIFY']) {
      expect(functionEnv).not.toHaveProperty(name);
    }
  });

  it('answers the key id Secrets Manager holds, reading only its one secret, once for two requests', async () => {
    standIn.calls.length = 0;
    const { env, answers } = await runFunction(bundleFile(), processEnv(), 2);

    expect(env).toEqual(Object.keys(processEnv()).sort());
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      const body = JSON.parse(answer.body) as { data: Record<string, string> };
      expect(body.data).toEqual({
        key: SERVED.keyId,
        account_name: 'Pune Project Consultants',
        checkout_script: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      for (const secret of [SERVED.keySecret, SERVED.webhookSecret, SERVED.jwtKey]) {
        expect(answer.body).not.toContain(secret);
      }
    }
    expect(standIn.calls.map((call) => [call.target, call.secretId, call.signedWith]).sort()).toEqual(
      arns.map((arn) => ['secretsmanager.GetSecretValue', arn, ACCESS_KEY_ID]).sort(),
    );
  });

  // A request that did not come through CloudFront is refused before any function runs, by API
  // Gateway and its origin authorizer (origin-authorizer.test.ts runs that function at cold start);
  // the route function holds no copy of the value and does not check it again.
  it('leaves the x-origin-verify check to API Gateway: one check, before any function', async () => {
    standIn.calls.length = 0;
    const { 'x-origin-verify': _, ...headers } = event.headers;
    const { answers } = await runFunction(bundleFile(), processEnv(), 1, { ...event, headers });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200]);
  });

  it('answers 503 while Secrets Manager refuses, and reads the secrets again on the next request', async () => {
    standIn.calls.length = 0;
    standIn.failWith({ status: 400, type: 'AccessDeniedException' }, arns.length);
    try {
      const { answers } = await runFunction(bundleFile(), processEnv(), 2);
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 200]);
      expect(JSON.parse(answers[0]!.body)).toEqual({
        error: true,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect((JSON.parse(answers[1]!.body) as { data: { key: string } }).data.key).toBe(SERVED.keyId);
      // A refused read for the first request, a good one for the second; none after.
      expect(standIn.calls.map((call) => call.secretId).sort()).toEqual([...arns, ...arns].sort());
    } finally {
      standIn.failWith(undefined);
    }
  });
});
