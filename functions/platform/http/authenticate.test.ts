import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@tender/shared/messages';
import type { AuthLevel } from '../../contracts/route-contract';

// What a caller of a protected route sees, through the real pipeline: the session key comes from
// a SECRETS_FILE (as locally) read by getSecrets(); config is read at import, so each case loads
// fresh modules after setting the environment.
const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-auth-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const secretsFile = path.join(dir, 'secrets.json');
writeFileSync(
  secretsFile,
  JSON.stringify({
    jwtSecret: 'k'.repeat(48),
    razorpayKeyId: 'rzp_test_x',
    razorpayKeySecret: 'x',
    razorpayWebhookSecret: 'y',
  }),
);

type Answer = { statusCode: number; body?: string };

async function load(secrets: string) {
  const env: Record<string, string | undefined> = {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'bucket',
    STAGE: 'test',
    LOG_LEVEL: 'silent',
    SECRETS_FILE: secrets,
    JWT_SECRET_ARN: undefined,
    RAZORPAY_SECRET_ARN: undefined,
    RAZORPAY_WEBHOOK_SECRET_ARN: undefined,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { httpHandler } = await import('./pipeline');
  const { defineRoute } = await import('../../contracts/route-contract');
  const tokens = await import('../tokens');
  const route = (auth: AuthLevel) => {
    const handler = httpHandler(
      defineRoute({
        method: 'GET',
        path: `/whoami_${auth}`,
        handler: `test/whoami-${auth}`,
        auth,
        tag: 'Test',
        summary: 'The caller',
        answers: { 200: z.object({ data: z.unknown() }) },
      }),
      ({ caller }) => ({ data: caller }),
    );
    return async (authorization?: string): Promise<{ status: number; body: Record<string, unknown> }> => {
      const event = {
        version: '2.0',
        routeKey: `GET /api/v1/whoami_${auth}`,
        rawPath: `/api/v1/whoami_${auth}`,
        rawQueryString: '',
        headers: authorization ? { authorization } : {},
        requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2;
      const answer = (await handler(event, {} as Context)) as Answer;
      return { status: answer.statusCode, body: JSON.parse(answer.body ?? '{}') as Record<string, unknown> };
    };
  };
  return { route, ...tokens };
}

const contractor = { userId: 'user-1', role: 'Contractor', emailVerified: true } as const;

describe('authenticate (through the pipeline)', () => {
  it('answers a valid bearer token with its caller', async () => {
    const { route, signSessionToken } = await load(secretsFile);
    const token = await signSessionToken(contractor);
    expect(await route('user')(`Bearer ${token}`)).toEqual({ status: 200, body: { data: contractor } });
  });

  it('answers 401 "Please log in to continue." without a token, or with a token it does not accept', async () => {
    const { route } = await load(secretsFile);
    const call = route('user');
    for (const authorization of [undefined, 'Bearer not-a-token', 'Basic dXNlcjpwYXNz']) {
      expect(await call(authorization)).toEqual({
        status: 401,
        body: { error: true, message: apiMessages.unauthorized },
      });
    }
  });

  it('answers 403 for an unverified email on a verified route, and a non-admin on an admin route', async () => {
    const { route, signSessionToken } = await load(secretsFile);
    const unverified = await signSessionToken({ ...contractor, emailVerified: false });
    expect((await route('verified')(`Bearer ${unverified}`)).status).toBe(403);
    expect((await route('admin')(`Bearer ${await signSessionToken(contractor)}`)).status).toBe(403);
    const admin = await signSessionToken({ ...contractor, role: 'Admin' });
    expect((await route('admin')(`Bearer ${admin}`)).status).toBe(200);
  });

  it('needs no key for a public route', async () => {
    const { route } = await load(path.join(dir, 'missing.json'));
    expect(await route('public')()).toEqual({ status: 200, body: { data: null } });
  });

  it('answers 503, not 401, when the key cannot be read, and accepts the token once it can', async () => {
    const later = path.join(dir, 'later.json');
    const { route } = await load(later);
    const call = route('user');
    // A token signed elsewhere with the key the file will hold.
    const { signSessionToken } = await load(secretsFile);
    const token = await signSessionToken(contractor);

    expect(await call(`Bearer ${token}`)).toEqual({
      status: 503,
      body: { error: true, message: apiMessages.unavailable },
    });
    writeFileSync(
      later,
      JSON.stringify({
        jwtSecret: 'k'.repeat(48),
        razorpayKeyId: 'a',
        razorpayKeySecret: 'b',
        razorpayWebhookSecret: 'c',
      }),
    );
    expect((await call(`Bearer ${token}`)).status).toBe(200);
  });
});
