import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { verificationToken } from '../../functions/domain/accounts/email-verification';
import { call, newViewer } from '../support/api-call';
import { createAccount, latestMail, linkIn, loginToken, mailsTo, storedUser, uniqueEmail } from '../support/accounts';

type Body = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };

function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sunita Rao',
    username: 'sunita.rao',
    email: uniqueEmail('signup'),
    password: 'Quiet-Harbour-19',
    confirmPassword: 'Quiet-Harbour-19',
    privacy_consent: true,
    ...overrides,
  };
}

/** The verify_url route parameter of the newest verification mail to `email`. */
async function mailedVerifyUrl(email: string, atLeast = 1): Promise<string> {
  const link = linkIn(await latestMail(email, 'Verify your account', atLeast), '/email/verify/');
  return decodeURIComponent(link.pathname.slice('/email/verify/'.length));
}

const verify = (token: string, verifyUrl: string) =>
  call<Body>('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token });

describe('POST /sign_up', () => {
  it('creates a Subscriber account (unverified, no mobile) and mails a verification link', async () => {
    const body = signUpBody();
    const created = await call<Body & { data: { id: number } }>('POST', '/sign_up', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ error: false, message: accountMessages.signUpDone });
    const user = await storedUser(created.body.data.id);
    expect(user).toMatchObject({
      role: 'Subscriber',
      email: body.email,
      username: 'sunita.rao',
      mobile: null,
      email_verified_at: null,
      must_change_password: false,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await mailedVerifyUrl(body.email)).toMatch(new RegExp(`^${user.id}-\\d+-[A-Za-z0-9_-]{43}$`));

    const login = await call<Body & { user: Record<string, unknown> }>('POST', '/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'Subscriber', email_verified_at: null });
  });

  it('refuses a taken email address (409), a common password and a mismatch (400)', async () => {
    const account = await createAccount();
    const taken = await call<Body>('POST', '/sign_up', { body: signUpBody({ email: account.email.toUpperCase() }) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: [accountMessages.emailTaken] });

    const common = await call<Body>('POST', '/sign_up', {
      body: signUpBody({ password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }),
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: [accountMessages.passwordCommon] });

    const mismatch = await call<Body>('POST', '/sign_up', { body: signUpBody({ confirmPassword: 'Other-Thing-20' }) });
    expect(mismatch.body.errors).toEqual({ confirmPassword: ['Please make sure your password match'] });
  });

  it('makes at most 10 accounts per address an hour', async () => {
    const viewer = newViewer();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await call('POST', '/sign_up', { body: signUpBody(), viewer })).status, `attempt ${attempt}`).toBe(201);
    }
    expect((await call('POST', '/sign_up', { body: signUpBody(), viewer })).status).toBe(429);
  }, 60_000);
});

describe('email verification', () => {
  it("verifies with the mailed link while logged in: 202, 'Your account is verified.', the user and a token", async () => {
    const body = signUpBody();
    await call('POST', '/sign_up', { body });
    const token = await loginToken({ email: body.email, password: body.password });
    const verifyUrl = await mailedVerifyUrl(body.email);

    const answer = await verify(token, verifyUrl);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      message: 'Your account is verified.',
      user: { email: body.email, email_verified_at: expect.any(String) },
      token: expect.any(String),
    });
    // The verified state holds at once, for the new token and the old one alike (same session).
    for (const bearer of [token, answer.body.token as string]) {
      const me = await call<{ data: Record<string, unknown> }>(
        'GET',
        `/profile/${(answer.body.user as { id: number }).id}`,
        {
          token: bearer,
        },
      );
      expect(me.body.data.email_verified_at).not.toBeNull();
    }
    // Logging out with the new token ends the old one too.
    expect((await call('POST', '/logout', { token: answer.body.token as string })).status).toBe(200);
    expect((await call('POST', '/logout', { token })).status).toBe(401);
  });

  it('needs a login (401 without a token)', async () => {
    expect((await call('GET', '/email/verify?token=1-2-abc')).status).toBe(401);
  });

  it('refuses a tampered or expired link with 400 and the link-error message', async () => {
    const account = await createAccount({ verified: false });
    const token = await loginToken(account);
    const genuine = await verificationToken(account, new Date());
    const [, id, expires, mac] = /^(\d+)-(\d+)-(.+)$/.exec(genuine) as unknown as [string, string, string, string];
    const tampered = [
      `${id}-${Number(expires) + 1}-${mac}`,
      `${id}-${expires}-${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`,
      'not-a-link',
    ];
    const expired = await verificationToken(account, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    for (const verifyUrl of [...tampered, expired]) {
      const answer = await verify(token, verifyUrl);
      expect(answer.status, verifyUrl).toBe(400);
      expect(answer.body).toEqual({
        error: true,
        message: 'There was some error in the link you provided for verification.',
      });
    }
    expect((await storedUser(account.id)).email_verified_at).toBeNull();
  });

  it("refuses another account's genuine link with 403", async () => {
    const mine = await createAccount({ verified: false });
    const theirs = await createAccount({ verified: false });
    const answer = await verify(await loginToken(mine), await verificationToken(theirs, new Date()));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(accountMessages.verifyLinkError);
    expect((await storedUser(theirs.id)).email_verified_at).toBeNull();
  });

  it('mails the link again on GET /email/resend (204), at most 3 times in 15 minutes', async () => {
    const account = await createAccount({ verified: false });
    const token = await loginToken(account);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await call('GET', '/email/resend', { token });
      expect(answer.status, `attempt ${attempt}`).toBe(204);
      expect(answer.body).toBeUndefined();
    }
    expect((await mailsTo(account.email)).filter((mail) => mail.subject === 'Verify your account')).toHaveLength(3);
    const verifyUrl = await mailedVerifyUrl(account.email, 3);
    expect((await verify(token, verifyUrl)).status).toBe(202);
    expect((await call('GET', '/email/resend', { token })).status).toBe(429);
  });

  it('sends nothing again once the address is verified', async () => {
    const account = await createAccount();
    expect((await call('GET', '/email/resend', { token: await loginToken(account) })).status).toBe(204);
    expect(await mailsTo(account.email)).toEqual([]);
  });
});
