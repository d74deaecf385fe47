import { generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '@tender/shared/constants';
import { accountExtraMessages } from '@tender/shared/account-messages';
import { accountMessages } from '@tender/shared/account-messages';
import { call } from '../support/api-call';
import {
  createAccount,
  latestMail,
  loginToken,
  storedUser,
  totpCode,
  uniqueEmail,
  uniqueMobile,
  type TestAccount,
} from '../support/accounts';

type AccountBody = {
  message?: string;
  data: Record<string, unknown> & { id: number; role: string };
  errors?: Record<string, string[]>;
};

/** The My Info form as it stands for this account, with some fields changed. */
const details = (account: TestAccount, changes: Record<string, unknown> = {}) => ({
  name: account.name,
  email: account.email,
  mobile: account.mobile,
  google2fa_enabled: account.google2fa_enabled,
  ...changes,
});

const put = (account: TestAccount, token: string, body: Record<string, unknown>) =>
  call<AccountBody>('PUT', `/profile/${account.id}`, { token, body });

describe('GET /profile/{id}', () => {
  it('answers the own account without any secret', async () => {
    const account = await createAccount({ twoFactorSecret: generateSecret() });
    const token = await loginToken(account, await totpCode(account.google2fa_secret!));
    const { status, body } = await call<AccountBody>('GET', `/profile/${account.id}`, { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: account.id,
      name: account.name,
      username: null,
      email: account.email,
      mobile: account.mobile,
      role: 'Contractor',
      email_verified_at: account.email_verified_at,
      google2fa_enabled: true,
      must_change_password: false,
    });
  });

  it("answers 403 for another user's account, and lets an Admin read it", async () => {
    const account = await createAccount();
    const other = await createAccount({ role: 'Organization' });
    const token = await loginToken(account);
    expect((await call('GET', `/profile/${other.id}`, { token })).status).toBe(403);
    expect((await call('GET', '/profile/99999999', { token })).status).toBe(403);
    const admin = await loginToken(await createAccount({ role: 'Admin' }));
    expect((await call<AccountBody>('GET', `/profile/${other.id}`, { token: admin })).body.data.id).toBe(other.id);
    expect((await call('GET', '/profile/99999999', { token: admin })).status).toBe(404);
  });
});

describe('PUT /profile/{id}: My Info', () => {
  it('changes the name without the current password, and never the role', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    const { status, body } = await put(account, token, details(account, { name: 'Renamed Person', role: 'Admin' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: accountMessages.myInfoSaved,
      data: { name: 'Renamed Person', role: 'Contractor' },
    });
    expect((await storedUser(account.id)).role).toBe('Contractor');
  });

  it("refuses to change another user's account (403), an Admin's own token included", async () => {
    const account = await createAccount();
    const admin = await createAccount({ role: 'Admin' });
    const token = await loginToken(admin);
    const answer = await put(account, token, details(account, { name: 'Hijacked' }));
    expect(answer.status).toBe(403);
    expect((await storedUser(account.id)).name).toBe(account.name);
  });

  it('asks for the current password to change the email, then unverifies it and mails a new link', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    const email = uniqueEmail('moved');

    const missing = await put(account, token, details(account, { email }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ current_password: [accountMessages.currentPassword] });
    const wrong = await put(account, token, details(account, { email, current_password: 'Not-the-password-1' }));
    expect(wrong.body.errors).toEqual({ current_password: [accountMessages.currentPasswordWrong] });
    expect((await storedUser(account.id)).email).toBe(account.email);

    const done = await put(account, token, details(account, { email, current_password: account.password }));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email, email_verified_at: null });
    await latestMail(email, 'Verify your account');
    // The old address is free again; the new one logs in.
    await loginToken({ email, password: account.password });
    const check = await call<{ data: { exists: boolean } }>('GET', `/users/check_email_exists/${account.email}/null`);
    expect(check.body.data.exists).toBe(false);
  });

  it('asks for the current password to change the mobile, and refuses one that is taken (409)', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const token = await loginToken(account);
    expect((await put(account, token, details(account, { mobile: uniqueMobile() }))).status).toBe(400);
    const taken = await put(
      account,
      token,
      details(account, { mobile: other.mobile, current_password: account.password }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ mobile: [accountMessages.mobileTaken] });
    const mobile = uniqueMobile();
    const done = await put(account, token, details(account, { mobile, current_password: account.password }));
    expect(done.body.data.mobile).toBe(mobile);
    await loginToken({ email: mobile, password: account.password });
  });

  it('refuses an email address another account holds (409)', async () => {
    const account = await createAccount();
    const other = await createAccount();
    const token = await loginToken(account);
    const answer = await put(
      account,
      token,
      details(account, { email: other.email, current_password: account.password }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ email: [accountMessages.emailTaken] });
  });

  it('counts wrong current passwords as failed logins (429 after 10)', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await put(
        account,
        token,
        details(account, { email: uniqueEmail('x'), current_password: `Wrong-${attempt}-pass` }),
      );
      expect(answer.status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await put(
      account,
      token,
      details(account, { email: uniqueEmail('x'), current_password: account.password }),
    );
    expect(refused.status).toBe(429);
  });
});

describe('two-factor set-up', () => {
  it('turns on only with a valid code from the new secret; the login then asks for codes; turning off needs the password', async () => {
    const account = await createAccount();
    const token = await loginToken(account);

    // Not before a secret exists.
    const early = await put(account, token, details(account, { google2fa_enabled: true, otp: '123456' }));
    expect(early.body.errors).toEqual({ google2fa_enabled: [accountExtraMessages.twoFactorSetupFirst] });

    const setup = await call<{ data: { secret: string; otpauth_url: string; qr_code_svg: string } }>(
      'POST',
      `/profile/${account.id}/two_factor_secret`,
      { token },
    );
    expect(setup.status).toBe(200);
    const { secret, otpauth_url: url, qr_code_svg: svg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes, base32
    expect(url).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(url).toContain(encodeURIComponent(account.email));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // A secret alone changes nothing.
    expect((await storedUser(account.id)).google2fa_enabled).toBe(false);
    expect((await call('POST', '/login', { body: { email: account.email, password: account.password } })).status).toBe(
      200,
    );

    const noCode = await put(account, token, details(account, { google2fa_enabled: true }));
    expect(noCode.body.errors).toEqual({ otp: [accountMessages.otpRequired] });
    const wrongCode = await put(account, token, details(account, { google2fa_enabled: true, otp: '000000' }));
    expect(wrongCode.body.errors).toEqual({ otp: [accountMessages.otpInvalid] });

    const code = await totpCode(secret);
    const on = await put(account, token, details(account, { google2fa_enabled: true, otp: code }));
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: accountMessages.twoFactorEnabled, data: { google2fa_enabled: true } });

    // The code that turned it on is used up; the next step's code logs in.
    const replay = await call('POST', '/login', {
      body: { email: account.email, password: account.password, otp: code },
    });
    expect(replay.status).toBe(401);
    await loginToken(account, await totpCode(secret, 1));

    const offWithout = await put(account, token, details(account, { google2fa_enabled: false }));
    expect(offWithout.body.errors).toEqual({ current_password: [accountMessages.currentPassword] });
    const off = await put(
      account,
      token,
      details(account, { google2fa_enabled: false, current_password: account.password }),
    );
    expect(off.body).toMatchObject({ message: accountMessages.twoFactorDisabled, data: { google2fa_enabled: false } });
    expect((await storedUser(account.id)).google2fa_secret).toBeNull();
  });

  it("refuses to make a secret for another user's account", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const token = await loginToken(account);
    expect((await call('POST', `/profile/${other.id}/two_factor_secret`, { token })).status).toBe(403);
    expect((await storedUser(other.id)).google2fa_pending_secret).toBeNull();
  });
});

describe('PUT /profile/{id}: Change Password', () => {
  const change = (account: TestAccount, token: string, extra: Record<string, unknown>) =>
    put(account, token, {
      isChangePassword: true,
      password: 'Fresh-Password-55',
      confirm_password: 'Fresh-Password-55',
      ...extra,
    });

  it('needs the current password; ends every other session, keeps this one', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    const elsewhere = await loginToken(account);

    const missing = await change(account, token, {});
    expect(missing.body.errors).toEqual({ current_password: [accountMessages.currentPassword] });
    const mismatch = await change(account, token, {
      confirm_password: 'Other-Password-55',
      current_password: account.password,
    });
    expect(mismatch.body.errors).toEqual({ confirm_password: ['Please enter correct password.'] });
    const common = await change(account, token, {
      password: 'iloveyou123',
      confirm_password: 'iloveyou123',
      current_password: account.password,
    });
    expect(common.body.errors).toEqual({ password: [accountMessages.passwordCommon] });

    const done = await change(account, token, { current_password: account.password });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(accountMessages.changeDone);
    expect((await call('GET', `/profile/${account.id}`, { token: elsewhere })).status).toBe(401);
    expect((await call('GET', `/profile/${account.id}`, { token })).status).toBe(200);
    await loginToken({ email: account.email, password: 'Fresh-Password-55' });
  });

  it('replaces a one-time password without asking for it', async () => {
    const account = await createAccount({ mustChangePassword: true });
    const token = await loginToken(account);
    const done = await change(account, token, {});
    expect(done.status).toBe(200);
    expect(done.body.data.must_change_password).toBe(false);
  });
});

describe('users', () => {
  it('lists the roles to Admins only', async () => {
    const admin = await loginToken(await createAccount({ role: 'Admin' }));
    const list = await call<{ data: string[] }>('GET', '/users/role_list', { token: admin });
    expect(list).toMatchObject({ status: 200, body: { data: [...USER_ROLES] } });
    const contractor = await loginToken(await createAccount());
    expect((await call('GET', '/users/role_list', { token: contractor })).status).toBe(403);
    expect((await call('GET', '/users/role_list')).status).toBe(401);
  });

  it("says whether an email address is another account's", async () => {
    const account = await createAccount();
    const exists = (email: string, id: string, token?: string) =>
      call<{ data: { exists: boolean } }>('GET', `/users/check_email_exists/${encodeURIComponent(email)}/${id}`, {
        ...(token ? { token } : {}),
      });
    expect((await exists(account.email.toUpperCase(), 'null')).body.data.exists).toBe(true);
    // Its own address is free to the account itself (by its token); to anyone else it is taken
    // whatever the id (hardening-check-email.test.ts).
    expect((await exists(account.email, String(account.id), await loginToken(account))).body.data.exists).toBe(false);
    expect((await exists(uniqueEmail('free'), 'null')).body.data.exists).toBe(false);
    expect((await exists('not an email', 'null')).body.data.exists).toBe(false);
  });
});
