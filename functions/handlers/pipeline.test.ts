import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@tender/shared/messages';
import type { AuthLevel } from '../contracts/route-contract';

// What a caller of a protected route sees, through the pipeline as handlers wire it (platform's
// authenticate with the domain's session check): the session key comes from
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

/** What the session store (functions/data/sessions-repository.ts) holds in these tests: no DynamoDB here. */
type StoredUser = { role: string; email_verified_at: string | null };
const store = { users: new Map<number, StoredUser>(), sessions: new Set<string>() };
afterEach(() => {
  store.users.clear();
  store.sessions.clear();
});

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
  vi.doMock('../data/sessions-repository', () => ({
    getUserWithSession: async (userId: number, sessionId: string) => ({
      user: store.users.get(userId),
      session: store.sessions.has(`${userId}/${sessionId}`) ? { userId, sessionId } : undefined,
    }),
  }));
  const { httpHandler } = await import('./pipeline');
  const { defineRoute } = await import('../contracts/route-contract');
  const tokens = await import('../platform/tokens');
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
  /** A token for a stored user with a live session, as a login makes it. */
  const sessionToken = async (subject: Subject, stored: Partial<StoredUser> = {}) => {
    store.users.set(Number(subject.userId), {
      role: stored.role ?? subject.role,
      email_verified_at:
        stored.email_verified_at !== undefined ? stored.email_verified_at : subject.emailVerified ? 'x' : null,
    });
    const token = await tokens.signSessionToken(subject);
    const { sessionId } = await tokens.verifySessionToken(token);
    store.sessions.add(`${subject.userId}/${sessionId}`);
    return { token, sessionId };
  };
  return { route, sessionToken, ...tokens };
}

type Subject = { userId: string; role: 'Admin' | 'Contractor'; emailVerified: boolean };
const contractor: Subject = { userId: '41', role: 'Contractor', emailVerified: true };

describe('authenticate (through the pipeline)', () => {
  it('answers a valid bearer token with its caller', async () => {
    const { route, sessionToken } = await load(secretsFile);
    const { token, sessionId } = await sessionToken(contractor);
    const { status, body } = await route('user')(`Bearer ${token}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ userId: 41, role: 'Contractor', emailVerified: true, sessionId });
  });

  it('answers 401 once the session has ended (logout, password change), though the token is still genuine', async () => {
    const { route, sessionToken } = await load(secretsFile);
    const { token, sessionId } = await sessionToken(contractor);
    store.sessions.delete(`41/${sessionId}`);
    expect(await route('user')(`Bearer ${token}`)).toEqual({
      status: 401,
      body: { error: true, message: apiMessages.unauthorized },
    });
  });

  it('answers 401 for a genuine token whose user no longer exists, or whose subject is no user id', async () => {
    const { route, sessionToken, signSessionToken } = await load(secretsFile);
    const { token } = await sessionToken(contractor);
    store.users.clear();
    expect((await route('user')(`Bearer ${token}`)).status).toBe(401);
    const odd = await signSessionToken({ ...contractor, userId: 'user-1' });
    expect((await route('user')(`Bearer ${odd}`)).status).toBe(401);
  });

  it('takes role and verified state from the stored account, not from the token', async () => {
    const { route, sessionToken } = await load(secretsFile);
    // Signed while unverified and a Contractor; the account has since been verified and made Admin.
    const { token } = await sessionToken(
      { ...contractor, emailVerified: false },
      { role: 'Admin', email_verified_at: '2026-11-22T00:00:00.000Z' },
    );
    expect((await route('verified')(`Bearer ${token}`)).status).toBe(200);
    expect((await route('admin')(`Bearer ${token}`)).status).toBe(200);
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
    const { route, sessionToken } = await load(secretsFile);
    const unverified = await sessionToken({ ...contractor, emailVerified: false });
    expect(await route('verified')(`Bearer ${unverified.token}`)).toEqual({
      status: 403,
      body: { error: true, message: 'You need to verify your account. Please check your Inbox.' },
    });
    const verified = await sessionToken(contractor);
    expect((await route('admin')(`Bearer ${verified.token}`)).status).toBe(403);
    const admin = await sessionToken({ ...contractor, userId: '42', role: 'Admin' });
    expect((await route('admin')(`Bearer ${admin.token}`)).status).toBe(200);
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
    const { sessionToken } = await load(secretsFile);
    const { token } = await sessionToken(contractor);

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
