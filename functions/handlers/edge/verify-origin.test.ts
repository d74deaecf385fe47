import * as crypto from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startSecretsManagerStandIn,
  type SecretsManagerStandIn,
} from '../../../infra/test/helpers/secrets-manager-stand-in';

// The authorizer API Gateway runs before every route (infra/lib/constructs/origin-authorizer.ts):
// the value from the local secrets file, and from Secrets Manager (a loopback stand-in) as in the cloud.

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

type AuthorizerModule = typeof import('./verify-origin');

const VALUE = 'o'.repeat(48);
const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:OriginVerifySecret-AbCdEf';
const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-verify-origin-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

async function load(env: Record<string, string | undefined>): Promise<AuthorizerModule> {
  const base = {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'bucket',
    LOG_LEVEL: 'silent',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDSTANDIN',
    AWS_SECRET_ACCESS_KEY: 'stand-in',
    SECRETS_FILE: undefined,
    ORIGIN_VERIFY_SECRET_ARN: undefined,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: undefined,
  };
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./verify-origin');
}

const request = (headers: Record<string, string>) =>
  ({
    version: '2.0',
    type: 'REQUEST',
    routeKey: 'POST /api/v1/contacts',
    headers,
    requestContext: { http: { sourceIp: '203.0.113.9' } },
  }) as unknown as APIGatewayRequestAuthorizerEventV2;

describe('the origin authorizer, with the local secrets file', () => {
  let authorizer: AuthorizerModule;
  beforeAll(async () => {
    const file = path.join(dir, 'secrets.json');
    writeFileSync(
      file,
      JSON.stringify({
        jwtSecret: 'j'.repeat(40),
        razorpayKeyId: 'k',
        razorpayKeySecret: 's',
        razorpayWebhookSecret: 'w',
        originVerify: VALUE,
      }),
    );
    authorizer = await load({ SECRETS_FILE: file });
  });

  it('lets the right value through', async () => {
    expect(await authorizer.handler(request({ 'x-origin-verify': VALUE }))).toEqual({ isAuthorized: true });
  });

  it('refuses a wrong value, one of the same length compared in constant time', async () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(await authorizer.handler(request({ 'x-origin-verify': 'x'.repeat(48) }))).toEqual({ isAuthorized: false });
    expect(compare).toHaveBeenCalledTimes(1);
    expect(await authorizer.handler(request({ 'x-origin-verify': VALUE.slice(1) }))).toEqual({ isAuthorized: false });
  });

  it('refuses a request without the header (API Gateway answers 401 before it; a refusal if it ever came)', async () => {
    expect(await authorizer.handler(request({}))).toEqual({ isAuthorized: false });
    expect(await authorizer.handler(request({ 'x-origin-verify': '' }))).toEqual({ isAuthorized: false });
  });

  it('throws (API Gateway: 500, nothing passes) when the file has no value', async () => {
    const file = path.join(dir, 'old-secrets.json');
    writeFileSync(
      file,
      JSON.stringify({
        jwtSecret: 'j'.repeat(40),
        razorpayKeyId: 'k',
        razorpayKeySecret: 's',
        razorpayWebhookSecret: 'w',
      }),
    );
    const old = await load({ SECRETS_FILE: file });
    await expect(old.handler(request({ 'x-origin-verify': VALUE }))).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('the origin authorizer, reading Secrets Manager', () => {
  let standIn: SecretsManagerStandIn;
  beforeAll(async () => {
    standIn = await startSecretsManagerStandIn({ [ARN]: VALUE });
  });
  afterAll(() => standIn?.close());

  it('reads its one secret once for many requests, then answers from memory', async () => {
    standIn.calls.length = 0;
    const authorizer = await load({ ORIGIN_VERIFY_SECRET_ARN: ARN, AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url });
    const answers = await Promise.all([
      authorizer.handler(request({ 'x-origin-verify': VALUE })),
      authorizer.handler(request({ 'x-origin-verify': 'y'.repeat(48) })),
      authorizer.handler(request({ 'x-origin-verify': VALUE })),
    ]);
    expect(answers.map((answer) => answer.isAuthorized)).toEqual([true, false, true]);
    expect(standIn.calls.map((call) => [call.target, call.secretId])).toEqual([['secretsmanager.GetSecretValue', ARN]]);
  });
});
