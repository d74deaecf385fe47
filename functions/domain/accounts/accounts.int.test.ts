import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { createUser, getUser, type UserRecord } from '../../data/users-repository';
import type { Caller } from '../market/caller';
import { hashPassword } from '../../platform/passwords';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { verificationToken, verifyEmail } from './email-verification';
import { login } from './login';
import { requestPasswordReset } from './forgot-password';
import { resetPassword } from './password-reset';
import { startSession } from './sessions';

// Domain rules against DynamoDB Local and the local SES server, with the clock passed in.

const PASSWORD = 'Correct-Horse-42';
const viewer = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function newUser(verified = true): Promise<UserRecord> {
  const now = new Date().toISOString();
  return createUser({
    name: 'Int Test',
    email: `int-${randomUUID().slice(0, 12)}@example.com`,
    role: 'Contractor',
    password_hash: await hashPassword(PASSWORD),
    email_verified_at: verified ? now : null,
    created_at: now,
  });
}

async function mailedResetToken(email: string): Promise<string> {
  const response = await fetch(`${process.env.MAILBOX_URL}/store`);
  const { emails } = (await response.json()) as { emails: { destination: { to: string[] }; body: { text: string } }[] };
  const mail = emails.filter((candidate) => candidate.destination.to.includes(email)).at(-1);
  const token = mail?.body.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
}

async function callerFor(user: UserRecord, now: Date): Promise<Caller> {
  const session = await startSession(user, { remember: false, now });
  return {
    userId: user.id,
    role: user.role,
    emailVerified: user.email_verified_at !== null,
    sessionId: session.sessionId,
    sessionIssuedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
    sessionExpiresAt: session.expiresAt,
  };
}

describe('login timing', () => {
  it('computes as long for an unknown email or mobile as for a wrong password', async () => {
    const user = await newUser();
    const from = viewer();
    // The process's CPU time (this test file's own process: the hash runs on its thread pool, the
    // database in another process): what the attempt itself computes. Wall time on a loaded CI
    // machine is mostly waiting, and its noise (30-130 ms for the same attempt) hid the 20 ms hash.
    const cpuTime = async (email: string) => {
      const started = process.cpuUsage();
      await expect(login({ email, password: 'Wrong-password-1' }, { viewer: from, now: new Date() })).rejects.toThrow(
        accountMessages.loginFailed,
      );
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    // Ids each tried once first: every attempt below then finds its failure windows open, as a second
    // guess at the same id does (a first guess at any id, known or not, opens them: two writes more).
    const unknownIds = [`nobody-${randomUUID()}@example.com`, `6${String(Math.random()).slice(2, 11).padEnd(9, '0')}`];
    for (const id of [user.email, ...unknownIds]) await cpuTime(id);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      wrong.push(await cpuTime(user.email));
      unknown.push(await cpuTime(unknownIds[round % 2]!));
    }
    // The least of each: a collection or a compilation only adds to an attempt's time.
    const [leastUnknown, leastWrong] = [Math.min(...unknown), Math.min(...wrong)];
    const ratio = leastUnknown / leastWrong;
    // The hash verification dominates both; the rest is the same reads and writes.
    expect(ratio, `unknown ${leastUnknown.toFixed(1)} ms, wrong ${leastWrong.toFixed(1)} ms of CPU`).toBeGreaterThan(
      0.67,
    );
    expect(ratio).toBeLessThan(1.5);
  });
});

describe('password reset expiry', () => {
  it('accepts the link for 60 minutes, not after', async () => {
    const user = await newUser();
    const issued = new Date();
    await requestPasswordReset(user.email, { viewer: viewer(), now: issued });
    const token = await mailedResetToken(user.email);
    const input = { email: user.email, password: 'Brand-New-Secret-77', token };

    const late = new Date(issued.getTime() + 60 * 60 * 1000);
    await expect(resetPassword(input, { viewer: viewer(), now: late })).rejects.toMatchObject({
      statusCode: 400,
      message: accountMessages.resetTokenInvalid,
    });
    const inTime = new Date(issued.getTime() + 59 * 60 * 1000);
    await expect(resetPassword(input, { viewer: viewer(), now: inTime })).resolves.toMatchObject({ success: true });
  });
});

describe('email verification links', () => {
  it('work for 7 days for their own account, and stop when the address changes', async () => {
    const user = await newUser(false);
    const issued = new Date();
    const token = await verificationToken(user, issued);
    const caller = await callerFor(user, issued);

    const eightDays = new Date(issued.getTime() + 8 * 24 * 60 * 60 * 1000);
    await expect(verifyEmail(token, caller, eightDays)).rejects.toMatchObject({ statusCode: 400 });

    const moved = { ...user, email: `moved-${user.email}` };
    await expect(verifyEmail(await verificationToken(moved, issued), caller, issued)).rejects.toMatchObject({
      statusCode: 400,
    });

    const answer = await verifyEmail(token, caller, new Date(issued.getTime() + 6 * 24 * 60 * 60 * 1000));
    expect(answer.user.email_verified_at).not.toBeNull();
    expect((await getUser(user.id))?.email_verified_at).not.toBeNull();
  });
});

describe('limits on failures', () => {
  it('gives back an attempt that did not fail, so only failures reach the limit', async () => {
    const limit = { name: `int-test:${randomUUID()}`, limit: 2, windowSeconds: 900 };
    const now = new Date();
    await enforceLimit(limit, 'subject', now);
    await releaseLimit(limit, 'subject', now);
    await enforceLimit(limit, 'subject', now);
    await enforceLimit(limit, 'subject', now);
    await expect(enforceLimit(limit, 'subject', now)).rejects.toMatchObject({ statusCode: 429 });
    // Never below zero.
    const fresh = { ...limit, name: `${limit.name}:fresh` };
    await releaseLimit(fresh, 'subject', now);
    await enforceLimit(fresh, 'subject', now);
    await enforceLimit(fresh, 'subject', now);
    await expect(enforceLimit(fresh, 'subject', now)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('counts attempts in a window opened by the first, so a burst across a quarter hour gets no more', async () => {
    const limit = { name: `int-test:${randomUUID()}`, limit: 3, windowSeconds: 900 };
    const quarterHour = Math.ceil(Date.now() / 900_000) * 900_000;
    const at = (secondsAfterQuarter: number) => new Date(quarterHour + secondsAfterQuarter * 1000);
    await enforceLimit(limit, 'subject', at(-2));
    await enforceLimit(limit, 'subject', at(-1));
    await enforceLimit(limit, 'subject', at(1));
    // 15 minutes from the first attempt, not from the quarter hour: 896 seconds still to wait.
    await expect(enforceLimit(limit, 'subject', at(2))).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again in 15 minutes.',
      retryAfterSeconds: 896,
    });
    await enforceLimit(limit, 'subject', at(898));
    await enforceLimit(limit, 'subject', at(899));
  });
});
