import { describe, expect, it } from 'vitest';
import { accountExtraMessages } from '@tender/shared/account-messages';
import { routes } from '../../functions/routes';
import { getUploads } from '../../functions/data/uploads-repository';
import { call, type Method } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';

// A mailed one-time password (must_change_password) opens only what its change
// needs (the contract's beforePasswordChange: the own account read and change, the verification
// link, logout). Every other authenticated route answers 403 saying so, before it reads anything;
// a public route that identifies its caller serves it as anonymous. Only the web app enforced it.

const SAMPLE_PARAM = '1';
const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_PARAM);

async function oneTimeSession() {
  const account = await createAccount({ mustChangePassword: true });
  return { account, token: await loginToken(account) };
}

describe('a session of a mailed one-time password', () => {
  it('is refused with 403 on every authenticated route but those the change needs', async () => {
    const { token } = await oneTimeSession();
    const closed = routes.filter((route) => route.auth !== 'public' && !route.beforePasswordChange);
    expect(closed.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      closed.map(async (route) => {
        const answer = await call<{ message?: string }>(route.method as Method, pathOf(route.path), {
          token,
          ...(route.body ? { body: {} } : {}),
        });
        return { route: `${route.method} ${route.path}`, status: answer.status, message: answer.body?.message };
      }),
    );
    const opened = answers.filter(
      (answer) => answer.status !== 403 || answer.message !== accountExtraMessages.oneTimePasswordFirst,
    );
    expect(opened).toEqual([]);
  }, 60_000);

  it('reads its own account, refuses a details change, changes the password, and is then a normal session', async () => {
    const { account, token } = await oneTimeSession();
    expect((await call('GET', `/profile/${account.id}`, { token })).status).toBe(200);
    expect((await call('GET', '/email/resend', { token })).status).toBe(204);
    const details = await call<{ message: string }>('PUT', `/profile/${account.id}`, {
      token,
      body: { name: 'New Name', email: account.email, mobile: account.mobile, google2fa_enabled: false },
    });
    expect(details).toMatchObject({ status: 403, body: { message: accountExtraMessages.oneTimePasswordFirst } });

    const changed = await call<{ data: { must_change_password: boolean } }>('PUT', `/profile/${account.id}`, {
      token,
      body: { isChangePassword: true, password: 'Lantern-Orchid-64', confirm_password: 'Lantern-Orchid-64' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.must_change_password).toBe(false);
    expect((await call('GET', '/profile', { token })).status).toBe(200);
    expect((await call('PUT', `/profile/${account.id}`, { token, body: { isChangePassword: false } })).status).not.toBe(
      403,
    );
  });

  it('logs out, and is anonymous on a public route that identifies its caller', async () => {
    const { token } = await oneTimeSession();
    const ticket = await call<{ data: { key: string } }>('POST', '/uploads', {
      token,
      body: { file_name: 'pan.pdf', content_type: 'application/pdf', size: 1000, purpose: 'document' },
    });
    expect(ticket.status).toBe(201);
    const uploadId = /tmp\/([0-9a-f-]{36})/.exec(ticket.body.data.key)?.[1];
    expect((await getUploads([uploadId!])).get(uploadId!)?.owner_id).toBeNull();
    expect((await call('POST', '/logout', { token })).status).toBe(200);
    expect((await call('GET', '/profile', { token })).status).toBe(401);
  });
});
