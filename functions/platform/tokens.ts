import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { USER_ROLES, type UserRole } from '@tender/shared/constants';
import * as z from '@tender/shared/schemas/mini';
import { config } from './config';
import { UnauthorizedError } from './errors';
import { getJwtSigningKey } from './secrets';

// Session tokens (DESIGN §8): HS256 with the key from getJwtSigningKey(), fixed issuer and a per-stage
// audience, exp and iat always present, a session never older than MAX_SESSION_AGE_SECONDS.

/** The only algorithm signed or accepted: `none`, other HMACs and public-key algorithms are refused. */
export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'tender-marketplace';
/** Per stage, so a token of one stage is refused by another even if their keys were ever shared. */
export const TOKEN_AUDIENCE = `tender-marketplace-api:${config.STAGE}`;
/** An ordinary session. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** The longest any session may live (a "remember me" login may ask for up to this); checked on verify via iat. */
export const MAX_SESSION_AGE_SECONDS = 30 * 24 * 60 * 60;
/** How far ahead of this container's clock a token's iat may be (containers' clocks differ slightly). */
const CLOCK_SKEW_SECONDS = 5;

/** Who a token speaks for. `role` and `emailVerified` are as they were when the token was signed. */
export type SessionSubject = { userId: string; role: UserRole; emailVerified: boolean };

/**
 * Exactly the claims signSessionToken writes; a token with any other claim, one missing, or a role
 * that does not exist is refused. `jti` names the session, for revocation.
 */
const SessionClaims = z.strictObject({
  iss: z.literal(TOKEN_ISSUER),
  aud: z.literal(TOKEN_AUDIENCE),
  sub: z.string().check(z.minLength(1), z.maxLength(100)),
  role: z.enum(USER_ROLES),
  ver: z.boolean(),
  iat: z.number().check(z.int(), z.nonnegative()),
  exp: z.number().check(z.int(), z.positive()),
  jti: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type SessionClaims = z.infer<typeof SessionClaims>;

/** A verified token: its subject, and which session it is (what a logout will need). */
export type VerifiedSession = SessionSubject & { sessionId: string; issuedAt: Date; expiresAt: Date };

export type SignOptions = {
  /** Seconds until the token expires: SESSION_LIFETIME_SECONDS unless a longer session was asked for. */
  lifetimeSeconds?: number;
  /** The signing time (tests; or the session's start when a token is signed again for it). */
  now?: Date;
  /** The session (`jti`) the token speaks for; a new one unless a token is signed again for a session. */
  sessionId?: string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let signingKey: { secret: string; key: KeyObject } | undefined;

/**
 * The HS256 key as a KeyObject, made once per secret (again only if the secret changes). Given the
 * secret as a string, jsonwebtoken first tries to read it as a PEM public or private key, which
 * throws: about 0.3 ms of CPU on every token it verified or signed. The same bytes as the string
 * (UTF-8), so tokens signed either way verify either way.
 */
async function sessionKey(): Promise<KeyObject> {
  const secret = await getJwtSigningKey();
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return signingKey.key;
}

/** A session token for this subject. */
export async function signSessionToken(subject: SessionSubject, options: SignOptions = {}): Promise<string> {
  const lifetime = options.lifetimeSeconds ?? SESSION_LIFETIME_SECONDS;
  if (!Number.isInteger(lifetime) || lifetime <= 0 || lifetime > MAX_SESSION_AGE_SECONDS) {
    throw new RangeError(`A session lifetime is a whole number of seconds from 1 to ${MAX_SESSION_AGE_SECONDS}.`);
  }
  const key = await sessionKey();
  const iat = seconds(options.now ?? new Date());
  const claims: SessionClaims = {
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: subject.userId,
    role: subject.role,
    ver: subject.emailVerified,
    iat,
    exp: iat + lifetime,
    jti: options.sessionId ?? randomUUID(),
  };
  return jwt.sign(claims, key, { algorithm: TOKEN_ALGORITHM });
}

/**
 * The subject of a valid session token. Anything else (bad signature, another algorithm or `none`,
 * another issuer or audience, a missing or unknown claim, expired, older than
 * MAX_SESSION_AGE_SECONDS, issued in the future) is an UnauthorizedError (401). A secret that
 * cannot be read is a ServiceUnavailableError (503), not a 401.
 */
export async function verifySessionToken(token: string, now: Date = new Date()): Promise<VerifiedSession> {
  const key = await sessionKey();
  const nowSeconds = seconds(now);
  let payload: unknown;
  try {
    payload = jwt.verify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      maxAge: MAX_SESSION_AGE_SECONDS, // needs iat
      clockTimestamp: nowSeconds,
    });
  } catch {
    throw new UnauthorizedError();
  }
  const parsed = SessionClaims.safeParse(payload);
  if (!parsed.success) throw new UnauthorizedError(); // also: no exp
  const claims = parsed.data;
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) throw new UnauthorizedError();
  if (claims.exp - claims.iat > MAX_SESSION_AGE_SECONDS) throw new UnauthorizedError();

  // Revocation (logout, password change) is checked by the caller, which has the data layer:
  // functions/platform/http/authenticate.ts accepts the token only while its session item exists.

  return {
    userId: claims.sub,
    role: claims.role,
    emailVerified: claims.ver,
    sessionId: claims.jti,
    issuedAt: new Date(claims.iat * 1000),
    expiresAt: new Date(claims.exp * 1000),
  };
}
