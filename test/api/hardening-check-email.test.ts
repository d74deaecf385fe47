import { describe, expect, it } from 'vitest';
import { call } from '../support/api-call';
import { createAccount, loginToken, uniqueEmail } from '../support/accounts';

// The public check_email_exists/{email}/{id} answered false exactly when `id`
// owned the address, so trying ids told anyone which account holds an address. `id` now frees an
// address only for the account itself or an Admin (by their token); to anyone else a taken
// address is taken whatever the id. SPEC's answer shape stays { data: { exists } }.

const PATHS = ['/users/check_email_exists', '/organizations/check_email_exists'];

describe.each(PATHS)('GET %s/{email}/{id}', (path) => {
  const exists = async (email: string, id: string, token?: string) => {
    const answer = await call<{ data: { exists: boolean } }>('GET', `${path}/${encodeURIComponent(email)}/${id}`, {
      ...(token ? { token } : {}),
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    return answer.body.data.exists;
  };

  it('answers the same for a taken address whatever the id, to anyone but the owner and Admins', async () => {
    const [owner, stranger, admin] = await Promise.all([
      createAccount(),
      createAccount(),
      createAccount({ role: 'Admin' }),
    ]);
    const [ownerToken, strangerToken, adminToken] = await Promise.all(
      [owner, stranger, admin].map((account) => loginToken(account)),
    );
    const ids = ['null', String(owner.id), String(owner.id + 1), String(stranger.id), '1'];
    for (const id of ids) {
      expect(await exists(owner.email, id), `anonymous, id ${id}`).toBe(true);
      expect(await exists(owner.email, id, strangerToken), `another account, id ${id}`).toBe(true);
    }
    // The owner editing its own profile, and an Admin editing it, see their address as free.
    expect(await exists(owner.email, String(owner.id), ownerToken)).toBe(false);
    expect(await exists(owner.email, String(owner.id), adminToken)).toBe(false);
    expect(await exists(owner.email, String(stranger.id), ownerToken)).toBe(true);
    expect(await exists(uniqueEmail('free'), String(owner.id))).toBe(false);
  });
});
