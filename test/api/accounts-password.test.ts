import { createHash, randomBytes } from 'node:crypto';
import { generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { putResetToken } from '../../functions/data/password-reset-repository';
import { call, newViewer } from '../support/api-call';
import { createAccount, latestMail, linkIn, loginToken, storedUser, totpCode, uniqueEmail } from '../support/accounts';

type Body = { success?: boolean; error?: boolean; message: string; errors?: Record<string, string[]> };

const NEW_PASSWORD = 'Brand-New-Secret-77';

async function askForLink(email: string): Promise<string> {
  const asked = await call<Body>('POST', '/forgot_password', { body: { email } });
  expect(asked).toMatchObject({ status: 200, body: { success: true, message: accountMessages.forgotSent } });
  const mail = await latestMail(email, 'Reset your password');
  const link = linkIn(mail, '/reset-password');
  expect(`${link.origin}${link.pathname}`).toBe(new URL('/reset-password', process.env.STACK_URL).toString());
  expect(mail.body.html).toContain(link.searchParams.get('token'));
  return link.searchParams.get('token')!;
}

const reset = (body: Record<string, unknown>, viewer?: string) =>
  call<Body>('POST', '/reset_password', { body, viewer });

describe('forgot and reset password', () => {
  it('mails a link whose token sets a new password once; the old password and every session end', async () => {
    const account = await createAccount();
    const session = await loginToken(account);
    const token = await askForLink(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const done = await reset({
      email: account.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      token,
    });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect((await storedUser(account.id)).password_changed_at).not.toBeNull();

    expect((await call('GET', `/profile/${account.id}`, { token: session })).status).toBe(401);
    expect((await call('POST', '/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    );
    await loginToken({ email: account.email, password: NEW_PASSWORD });

    const again = await reset({
      email: account.email,
      password: 'Another-Secret-88',
      password_confirmation: 'Another-Secret-88',
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: true,
      message: accountMessages.resetTokenInvalid,
      errors: { token: [accountMessages.resetTokenInvalid] },
    });
  });

  it('refuses an expired link', async () => {
    const account = await createAccount();
    const token = randomBytes(32).toString('base64url');
    const issued = new Date(Date.now() - 61 * 60 * 1000);
    await putResetToken({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: account.id,
      created_at: issued.toISOString(),
      expiresAt: Math.floor(issued.getTime() / 1000) + 60 * 60,
    });
    const answer = await reset({
      email: account.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(accountMessages.resetTokenInvalid);
  });

  it('refuses a link used with another account’s email, and a made-up token', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const token = await askForLink(account.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset({ ...body, email: other.email, token })).status).toBe(400);
    expect((await reset({ ...body, email: account.email, token: 'x'.repeat(43) })).status).toBe(400);
    // The genuine pair still works.
    expect((await reset({ ...body, email: account.email, token })).status).toBe(200);
  });

  it('only the newest password counts: a link older than the last password change is refused', async () => {
    const account = await createAccount();
    const first = await askForLink(account.email);
    const second = await askForLink(account.email);
    expect(first).not.toBe(second);
    const body = { email: account.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset({ ...body, token: second })).status).toBe(200);
    expect((await reset({ ...body, token: first })).status).toBe(400);
  });

  it('applies the password rules: at least 9 characters, at most 64, not a common password, confirmed', async () => {
    const account = await createAccount();
    const token = await askForLink(account.email);
    const attempt = (password: string, confirmation = password) =>
      reset({ email: account.email, password, password_confirmation: confirmation, token });

    expect((await attempt('Short-1')).body.errors).toEqual({
      password: ['Minimum length of password should be 9 characters.'],
    });
    expect((await attempt('x'.repeat(65))).body.errors).toEqual({ password: [accountMessages.passwordTooLong] });
    // A long passphrase of 64 characters is fine as to length (checked below with a real one).
    expect((await attempt('PassWord123')).body.errors).toEqual({ password: [accountMessages.passwordCommon] });
    expect((await attempt(NEW_PASSWORD, 'Something-else-1')).body.errors).toEqual({
      password_confirmation: ['Passwords do not match.'],
    });
    // None of those used the link up.
    expect((await attempt(`${'long passphrase '.repeat(4)}`)).status).toBe(200);
  });

  it('does not bypass two-factor: the next login still asks for the code', async () => {
    const secret = generateSecret();
    const account = await createAccount({ twoFactorSecret: secret });
    const token = await askForLink(account.email);
    expect(
      (await reset({ email: account.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token }))
        .status,
    ).toBe(200);
    const login = await call<Body & { two_factor_required?: boolean }>('POST', '/login', {
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(login.body).toMatchObject({ error: true, two_factor_required: true });
    await loginToken({ email: account.email, password: NEW_PASSWORD }, await totpCode(secret));
  });

  it("answers an address nobody registered with SPEC's message", async () => {
    const { status, body } = await call<Body>('POST', '/forgot_password', { body: { email: uniqueEmail('nobody') } });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: true,
      message: 'Provided email address does not exists.',
      errors: { email: ['Provided email address does not exists.'] },
    });
  });

  it('limits reset links: 5 requests per address in 15 minutes, then 429 with a retry time', async () => {
    const viewer = newViewer();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await call('POST', '/forgot_password', { body: { email: uniqueEmail('probe') }, viewer });
      expect(answer.status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await call<Body>('POST', '/forgot_password', { body: { email: uniqueEmail('probe') }, viewer });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits reset links per email address: 3 an hour, from any address', async () => {
    const account = await createAccount();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await call('POST', '/forgot_password', { body: { email: account.email } })).status).toBe(200);
    }
    expect((await call('POST', '/forgot_password', { body: { email: account.email } })).status).toBe(429);
  });

  it('limits reset attempts per address', async () => {
    const viewer = newViewer();
    const body = { email: uniqueEmail('x'), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await reset({ ...body, token: `guess-${attempt}` }, viewer)).status).toBe(400);
    }
    expect((await reset({ ...body, token: 'guess-11' }, viewer)).status).toBe(429);
  });
});
