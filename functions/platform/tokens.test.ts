import { createHmac, generateKeyPairSync, KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@tender/shared/messages';

// The key comes through getJwtSigningKey() from a SECRETS_FILE, as in the local stack; config.ts reads
// the environment when first imported, so it is set before the modules are loaded.
const KEY = 'k'.repeat(48);
const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-tokens-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secretsFile = path.join(dir, 'secrets.json');
writeFileSync(
  secretsFile,
  JSON.stringify({ jwtSecret: KEY, razorpayKeyId: 'rzp_test_x', razorpayKeySecret: 'x', razorpayWebhookSecret: 'y' }),
);
Object.assign(process.env, {
  TABLE_NAME: 'table',
  UPLOADS_BUCKET: 'bucket',
  STAGE: 'test',
  LOG_LEVEL: 'silent',
  SECRETS_FILE: secretsFile,
});
for (const name of ['JWT_SECRET_ARN', 'RAZORPAY_SECRET_ARN', 'RAZORPAY_WEBHOOK_SECRET_ARN']) delete process.env[name];

const {
  MAX_SESSION_AGE_SECONDS,
  SESSION_LIFETIME_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  signSessionToken,
  verifySessionToken,
} = await import('./tokens');

const subject = { userId: 'user-1', role: 'Contractor', emailVerified: true } as const;
const now = () => Math.floor(Date.now() / 1000);
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Every claim signSessionToken writes, for forging tokens that differ in one respect. */
function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const iat = now();
  const all: Record<string, unknown> = {
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: 'user-1',
    role: 'Contractor',
    ver: true,
    iat,
    exp: iat + HOUR,
    jti: 'session-1',
    ...overrides,
  };
  for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
  return all;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signed with jsonwebtoken directly, bypassing signSessionToken's rules. Without an iat the token
 * is put together by hand: jsonwebtoken would add one (or, with noTimestamp, drop a given one).
 */
function forge(payload: Record<string, unknown>, key: string = KEY, algorithm: 'HS256' | 'HS384' | 'HS512' = 'HS256') {
  if ('iat' in payload) return jwt.sign(payload, key, { algorithm });
  const unsigned = `${base64url({ alg: algorithm, typ: 'JWT' })}.${base64url(payload)}`;
  const signature = createHmac(`sha${algorithm.slice(2)}`, key)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

async function expect401(token: string, at?: Date): Promise<void> {
  await expect(verifySessionToken(token, at)).rejects.toMatchObject({
    statusCode: 401,
    message: apiMessages.unauthorized,
  });
}

describe('signSessionToken + verifySessionToken', () => {
  it('round-trips the subject, with exp 12 h after iat, the fixed issuer and the stage audience', async () => {
    const token = await signSessionToken(subject);
    const verified = await verifySessionToken(token);
    expect(verified).toMatchObject(subject);
    expect(verified.expiresAt.getTime() - verified.issuedAt.getTime()).toBe(SESSION_LIFETIME_SECONDS * 1000);

    const { header, payload } = jwt.decode(token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(header.alg).toBe('HS256');
    expect(SESSION_LIFETIME_SECONDS).toBe(12 * HOUR);
    expect(payload).toMatchObject({
      iss: 'tender-marketplace',
      aud: 'tender-marketplace-api:test',
      sub: 'user-1',
      role: 'Contractor',
      ver: true,
    });
    expect(payload.exp! - payload.iat!).toBe(12 * HOUR);
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'role', 'sub', 'ver']);
    expect(payload.jti).toBe(verified.sessionId);
  });

  it('gives each token its own session id', async () => {
    const [a, b] = await Promise.all([signSessionToken(subject), signSessionToken(subject)]);
    expect((await verifySessionToken(a)).sessionId).not.toBe((await verifySessionToken(b)).sessionId);
  });

  it('signs a longer (remember-me) session up to the maximum age, and no longer', async () => {
    const token = await signSessionToken(subject, { lifetimeSeconds: MAX_SESSION_AGE_SECONDS });
    expect(MAX_SESSION_AGE_SECONDS).toBe(30 * DAY);
    await expect(verifySessionToken(token)).resolves.toMatchObject(subject);
    await expect(signSessionToken(subject, { lifetimeSeconds: MAX_SESSION_AGE_SECONDS + 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(signSessionToken(subject, { lifetimeSeconds: 0 })).rejects.toThrow(RangeError);
  });

  it('accepts a token until its exp, and refuses it from then on', async () => {
    const signedAt = new Date('2026-01-01T00:00:00Z');
    const token = await signSessionToken(subject, { now: signedAt });
    const at = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);
    await expect(verifySessionToken(token, at(SESSION_LIFETIME_SECONDS - 1))).resolves.toMatchObject(subject);
    await expect401(token, at(SESSION_LIFETIME_SECONDS));
  });

  it('accepts a well-formed forged-for-test token (the baseline of the cases below)', async () => {
    await expect(verifySessionToken(forge(claims()))).resolves.toMatchObject(subject);
    // The hand-made path of forge() too, with every claim present.
    const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims())}`;
    const token = `${unsigned}.${createHmac('sha256', KEY).update(unsigned).digest('base64url')}`;
    await expect(verifySessionToken(token)).resolves.toMatchObject(subject);
  });

  it('signs and verifies with the secret as a key object, the same key as its text', async () => {
    // Given the text, jsonwebtoken first tries it as a PEM key and throws: about 0.3 ms every request.
    const sign = vi.spyOn(jwt, 'sign');
    const verify = vi.spyOn(jwt, 'verify');
    try {
      const token = await signSessionToken(subject);
      await verifySessionToken(token);
      expect(sign.mock.calls[0]?.[1]).toBeInstanceOf(KeyObject);
      expect(verify.mock.calls[0]?.[1]).toBeInstanceOf(KeyObject);
      // Tokens signed before (with the text) and after stay valid both ways.
      expect(jwt.verify(token, KEY, { algorithms: ['HS256'] })).toMatchObject({ sub: subject.userId });
    } finally {
      sign.mockRestore();
      verify.mockRestore();
    }
  });
});

describe('verifySessionToken refuses with 401 "Please log in to continue."', () => {
  it.each(['exp', 'iat', 'iss', 'aud', 'sub', 'role', 'ver', 'jti'])('a token without %s', async (claim) => {
    await expect401(forge(claims({ [claim]: undefined })));
  });

  it('a token with a claim it does not know', async () => {
    await expect401(forge(claims({ admin: true })));
    await expect401(forge(claims({ nbf: now() - 10 })));
  });

  it('a role that does not exist', async () => {
    await expect401(forge(claims({ role: 'Superuser' })));
    await expect401(forge(claims({ role: 'admin' })));
  });

  it('claims of the wrong type', async () => {
    await expect401(forge(claims({ ver: 'true' })));
    await expect401(forge(claims({ sub: 42 })));
    await expect401(forge(claims({ aud: [TOKEN_AUDIENCE] })));
  });

  it('another issuer', async () => {
    await expect401(forge(claims({ iss: 'someone-else' })));
  });

  it('another audience, including another stage of this API', async () => {
    await expect401(forge(claims({ aud: 'tender-marketplace-api:prod' })));
    await expect401(forge(claims({ aud: 'another-api' })));
  });

  it('an expired token', async () => {
    await expect401(forge(claims({ iat: now() - 2 * HOUR, exp: now() - HOUR })));
  });

  it('a token older than the maximum session age, even with exp still ahead', async () => {
    const iat = now() - MAX_SESSION_AGE_SECONDS - 60;
    await expect401(forge(claims({ iat, exp: now() + HOUR })));
  });

  it('a token whose lifetime exceeds the maximum session age', async () => {
    await expect401(forge(claims({ exp: now() + MAX_SESSION_AGE_SECONDS + DAY })));
  });

  it('a token issued in the future', async () => {
    await expect401(forge(claims({ iat: now() + HOUR, exp: now() + 2 * HOUR })));
  });

  it('alg none (unsigned)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    await expect401(unsigned);
    // The same with a signature part left in place.
    const signed = forge(claims()).split('.');
    await expect401(`${base64url({ alg: 'none', typ: 'JWT' })}.${signed[1]}.${signed[2]}`);
  });

  it('other HMAC algorithms with the right key', async () => {
    await expect401(forge(claims(), KEY, 'HS384'));
    await expect401(forge(claims(), KEY, 'HS512'));
  });

  it('a public-key algorithm', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = jwt.sign(claims(), privateKey.export({ type: 'pkcs8', format: 'pem' }), { algorithm: 'RS256' });
    await expect401(token);
  });

  it('a token signed with another key', async () => {
    await expect401(forge(claims(), 'another-key-'.repeat(4)));
  });

  it('a tampered payload', async () => {
    const [header, , signature] = forge(claims()).split('.');
    await expect401(`${header}.${base64url(claims({ role: 'Admin' }))}.${signature}`);
  });

  it('what is not a token at all', async () => {
    for (const garbage of ['', 'not-a-token', 'a.b.c', `${base64url({ alg: 'HS256' })}..`]) await expect401(garbage);
  });
});
