import { generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { call, newViewer } from '../support/api-call';
import { createAccount, latestMail, linkIn, loginToken, mailsTo, totpCode, uniqueEmail } from '../support/accounts';

type LoginBody = {
  error: boolean;
  message: string;
  token?: string;
  expires_at?: string;
  device_token?: string;
  two_factor_required?: boolean;
  user?: Record<string, unknown>;
  errors?: Record<string, string[]>;
};

const login = (body: Record<string, unknown>, viewer?: string) => call<LoginBody>('POST', '/login', { body, viewer });
const hours = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;

describe('POST /login', () => {
  it('logs in by email (any letter case) and answers the user and a token that works', async () => {
    const account = await createAccount();
    const { status, body } = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      error: false,
      user: { id: account.id, email: account.email, role: 'Contractor', google2fa_enabled: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2|google2fa_secret/);
    expect(hours(body.expires_at!)).toBeGreaterThan(11);
    expect(hours(body.expires_at!)).toBeLessThanOrEqual(12);
    const me = await call('GET', `/profile/${account.id}`, { token: body.token });
    expect(me.status).toBe(200);
  });

  it('logs in by 10-digit mobile number', async () => {
    const account = await createAccount();
    const { status, body } = await login({ email: account.mobile, password: account.password });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: account.id, mobile: account.mobile });
  });

  it("keeps a 'remember me' session for 30 days", async () => {
    const account = await createAccount();
    const { body } = await login({ email: account.email, password: account.password, remember: true });
    expect(hours(body.expires_at!)).toBeGreaterThan(30 * 24 - 1);
    expect(hours(body.expires_at!)).toBeLessThanOrEqual(30 * 24);
  });

  it('answers a wrong password and an unknown email or mobile alike: 401, one message, no hint', async () => {
    const account = await createAccount();
    const answers = [
      await login({ email: account.email, password: 'Not-the-password-1' }),
      await login({ email: uniqueEmail('nobody'), password: account.password }),
      await login({ email: '6999999999', password: account.password }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: true, message: 'The provided credentials are not correct.' });
    }
  });

  it('says which fields are missing with the SPEC messages', async () => {
    const { status, body } = await login({ email: '', password: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      email: ['Please enter email or mobile number'],
      password: ['Please enter password'],
    });
  });

  it('ends the session at once on POST /logout: the same token then gets 401', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    const other = await loginToken(account);
    const out = await call('POST', '/logout', { token });
    expect(out).toMatchObject({ status: 200, body: { error: false, message: accountMessages.loggedOut } });
    expect((await call('GET', `/profile/${account.id}`, { token })).status).toBe(401);
    expect((await call('POST', '/logout', { token })).status).toBe(401);
    // Another session of the same account goes on.
    expect((await call('GET', `/profile/${account.id}`, { token: other })).status).toBe(200);
  });
});

describe('POST /login with two-factor on', () => {
  it('asks for the code after the right password, then logs in with a valid code, each code once', async () => {
    const secret = generateSecret();
    const account = await createAccount({ twoFactorSecret: secret });

    const prompt = await login({ email: account.email, password: account.password });
    expect(prompt.status).toBe(200);
    expect(prompt.body).toEqual({
      error: true,
      message: accountMessages.otpRequired,
      two_factor_required: true,
      user: { google2fa_enabled: true },
    });
    expect(prompt.body.token).toBeUndefined();
    // An empty OTP field counts as no code.
    expect((await login({ email: account.email, password: account.password, otp: '' })).body.two_factor_required).toBe(
      true,
    );

    // A wrong password with a code still says nothing about the code.
    const wrongPassword = await login({ email: account.email, password: 'Not-the-password-1', otp: '123456' });
    expect(wrongPassword.body).toEqual({ error: true, message: 'The provided credentials are not correct.' });

    const wrongCode = await login({ email: account.email, password: account.password, otp: '000000' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.errors).toEqual({ otp: [accountMessages.otpInvalid] });

    const code = await totpCode(secret);
    const done = await login({ email: account.email, password: account.password, otp: code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ error: false, user: { id: account.id, google2fa_enabled: true } });
    expect(done.body.token).toEqual(expect.any(String));

    const replay = await login({ email: account.email, password: account.password, otp: code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/already used/);
  });

  it('accepts the code of the step before or after (clock drift), not two steps off', async () => {
    const secret = generateSecret();
    const account = await createAccount({ twoFactorSecret: secret });
    const twoAhead = await login({ email: account.email, password: account.password, otp: await totpCode(secret, 2) });
    expect(twoAhead.status).toBe(401);
    const oneAhead = await login({ email: account.email, password: account.password, otp: await totpCode(secret, 1) });
    expect(oneAhead.status).toBe(200);
  });

  it('refuses more than 5 wrong codes per account in 15 minutes with 429', async () => {
    const secret = generateSecret();
    const account = await createAccount({ twoFactorSecret: secret });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await login({ email: account.email, password: account.password, otp: '000000' });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await login({ email: account.email, password: account.password, otp: await totpCode(secret) });
    expect(refused.status).toBe(429);
  });
});

describe('login throttling', () => {
  const delayed =
    /^Too many failed logins to this account\. Please try again in \d+ (minutes?|seconds?), log in from a device you logged in from before, or use Forgot password\.$/;

  /** Ten wrong passwords for the account, each from an address of its own, by email and by mobile. */
  async function tenStrangers(account: { email: string; mobile: string | null }) {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const loginId = attempt % 2 || !account.mobile ? account.email : account.mobile;
      const answer = await login({ email: loginId, password: `Wrong-password-${attempt}` }, newViewer());
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
  }

  it('makes strangers wait after 10 failed logins of an account from 10 addresses, the right password too, and tells the owner once', async () => {
    const account = await createAccount();
    await tenStrangers(account);
    // A new address with the right password: refused before the password is checked, or the answer
    // would tell a guesser spread over many addresses when it had found the password.
    const refused = await login({ email: account.email, password: account.password }, newViewer());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(delayed);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The guessers are slowed the same way, whatever address they move to.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const guess = await login({ email: account.email, password: `Wrong-again-${attempt}` }, newViewer());
      expect(guess.status, `guess ${attempt}`).toBe(429);
    }
    const notices = (await mailsTo(account.email)).filter((mail) => mail.subject === 'Failed logins to your account');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body.text).toContain('There were 10 failed attempts to log in to your account');
    expect(linkIn(notices[0]!, '/forgot-password').pathname).toBe('/forgot-password');
  });

  it('lets the owner in from a device it logged in from before, whatever address it is on now', async () => {
    const account = await createAccount();
    const first = await login({ email: account.email, password: account.password }, newViewer());
    expect(first.status).toBe(200);
    const deviceToken = first.body.device_token!;
    expect(deviceToken).toMatch(new RegExp(`^${account.id}-\\d+-[A-Za-z0-9_-]{43}$`));
    await tenStrangers(account);
    expect((await login({ email: account.email, password: account.password }, newViewer())).status).toBe(429);
    // The same device on a new address (a mobile carrier hands out another one).
    const back = await login(
      { email: account.email, password: account.password, device_token: deviceToken },
      newViewer(),
    );
    expect(back.status).toBe(200);
    expect(back.body.device_token).toEqual(expect.any(String));
    // The token spares the wait only: a wrong password is still a wrong password.
    const wrong = await login({ email: account.email, password: 'Wrong-password-x', device_token: deviceToken });
    expect(wrong.status).toBe(401);
    // Another account's token, or a forged one, is no known device.
    const other = await createAccount();
    const otherToken = (await login({ email: other.email, password: other.password })).body.device_token!;
    const forged = `${account.id}-${otherToken.split('-')[1]}-${otherToken.slice(-43)}`;
    for (const token of [otherToken, forged, 'not-a-token']) {
      const answer = await login({ email: account.email, password: account.password, device_token: token });
      expect(answer.status, token).toBe(429);
    }
  });

  it('lets the owner in from a new device after a password reset, which ends the wait', async () => {
    const account = await createAccount();
    await tenStrangers(account);
    const phone = newViewer();
    expect((await login({ email: account.email, password: account.password }, phone)).status).toBe(429);
    expect((await call('POST', '/forgot_password', { body: { email: account.email }, viewer: phone })).status).toBe(
      200,
    );
    const token = linkIn(await latestMail(account.email, 'Reset your password'), '/reset-password').searchParams.get(
      'token',
    );
    const password = 'Brand-New-Secret-77';
    const reset = await call('POST', '/reset_password', {
      body: { email: account.email, password, password_confirmation: password, token },
      viewer: phone,
    });
    expect(reset.status).toBe(200);
    expect((await login({ email: account.email, password }, phone)).status).toBe(200);
    // The run of failures ended with the old password: a stranger's first guess is a plain 401 again.
    expect((await login({ email: account.email, password: 'Wrong-password-y' }, newViewer())).status).toBe(401);
  }, 30_000);

  it('lets the owner in from an address it logged in from, after ten wrong passwords from other addresses', async () => {
    const account = await createAccount();
    const home = newViewer();
    expect((await login({ email: account.email, password: account.password }, home)).status).toBe(200);
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const answer = await login({ email: account.email, password: `Wrong-password-${attempt}` }, newViewer());
      expect(answer.status, `attempt ${attempt}`).toBe(attempt <= 10 ? 401 : 429);
    }
    // A stranger's address waits, even with the right password...
    expect((await login({ email: account.email, password: account.password }, newViewer())).status).toBe(429);
    // ...the owner's own does not.
    expect((await login({ email: account.email, password: account.password }, home)).status).toBe(200);
  });

  it('still limits wrong passwords from an address the account knows: 10 in 15 minutes', async () => {
    const account = await createAccount();
    const home = newViewer();
    expect((await login({ email: account.email, password: account.password }, home)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login({ email: account.email, password: `Wrong-${attempt}-x` }, home)).status).toBe(401);
    }
    expect((await login({ email: account.email, password: account.password }, home)).status).toBe(429);
    // Its failures there did not count against the account elsewhere.
    expect((await login({ email: account.email, password: account.password }, newViewer())).status).toBe(200);
  });

  it('does not count right logins as failures', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login({ email: account.email, password: account.password })).status).toBe(200);
    }
  });

  it('counts an unknown login id like an account', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email, password: `Wrong-password-${attempt}` })).status).toBe(401);
    }
    expect((await login({ email, password: 'Wrong-password-x' })).status).toBe(429);
  });

  it('refuses failed logins from one address after 30 in 15 minutes, whatever the accounts', async () => {
    const viewer = newViewer();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const answer = await login({ email: uniqueEmail('spray'), password: 'Wrong-password-1' }, viewer);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const account = await createAccount();
    expect((await login({ email: account.email, password: account.password }, viewer)).status).toBe(429);
    // Another address is not held back.
    expect((await login({ email: account.email, password: account.password })).status).toBe(200);
  }, 60_000);
});
