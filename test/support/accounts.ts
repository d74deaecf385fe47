import { randomInt, randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { UserRole } from '@tender/shared/constants';
import { createUser, getUser, updateUser, type UserRecord } from '../../functions/data/users-repository';
import { hashPassword } from '../../functions/platform/passwords';
import { call } from './api-call';

// Helpers for the accounts API tests: accounts written straight through the data layer (the test
// workers share the stack's environment), their session tokens, the local mailbox, TOTP codes.

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
export const uniqueMobile = () => `6${randomInt(100_000_000, 999_999_999)}`;

export const TEST_PASSWORD = 'Correct-Horse-42';

export type TestAccount = UserRecord & { password: string };

/** An account written through the data layer: verified Contractor with a mobile unless told otherwise. */
export async function createAccount(
  options: {
    role?: UserRole;
    verified?: boolean;
    mobile?: string | null;
    password?: string;
    mustChangePassword?: boolean;
    twoFactorSecret?: string;
  } = {},
): Promise<TestAccount> {
  const password = options.password ?? TEST_PASSWORD;
  const now = new Date().toISOString();
  const user = await createUser({
    name: 'Test Person',
    email: uniqueEmail((options.role ?? 'contractor').toLowerCase()),
    mobile: options.mobile === undefined ? uniqueMobile() : options.mobile,
    role: options.role ?? 'Contractor',
    password_hash: await hashPassword(password),
    email_verified_at: options.verified === false ? null : now,
    must_change_password: options.mustChangePassword ?? false,
    created_at: now,
  });
  const record = options.twoFactorSecret
    ? await updateUser(user, { google2fa_enabled: true, google2fa_secret: options.twoFactorSecret })
    : user;
  return { ...record, password };
}

export async function storedUser(id: number): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user) throw new Error(`user ${id} is not stored`);
  return user;
}

type LoginAnswerBody = { error: boolean; message: string; token?: string; user?: Record<string, unknown> };

/** Logs in by email and answers the session token (fails the test otherwise). */
export async function loginToken(account: { email: string; password: string }, otp?: string): Promise<string> {
  const { status, body } = await call<LoginAnswerBody>('POST', '/login', {
    body: { email: account.email, password: account.password, ...(otp ? { otp } : {}) },
  });
  if (status !== 200 || !body.token) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The TOTP code of `secret` for the 30-second step `stepsAhead` steps from now. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

type StoredMail = {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at?: number;
};

function mailboxUrl(pathname: string): string {
  const base = process.env.MAILBOX_URL;
  if (!base) throw new Error('MAILBOX_URL is not set: run through vitest with the stack setup.');
  return `${base}${pathname}`;
}

/** Every mail the local SES server holds for this address, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(mailboxUrl('/store'));
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/** The newest mail to `address` with this subject, waiting briefly for it to arrive. */
export async function latestMail(address: string, subject: string, atLeast = 1): Promise<StoredMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = (await mailsTo(address)).filter((mail) => mail.subject === subject);
    if (mails.length >= atLeast) return mails[mails.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail '${subject}' to ${address}`);
}

/** The first link in a mail's text that starts with the site's origin and this path. */
export function linkIn(mail: StoredMail, pathname: string): URL {
  const found = (mail.body.text ?? '').match(/https?:\/\/\S+/g)?.map((href) => new URL(href));
  const link = found?.find((url) => url.pathname.startsWith(pathname));
  if (!link) throw new Error(`no ${pathname} link in: ${mail.body.text}`);
  return link;
}
