import { describe, expect, it } from 'vitest';
import { listConsents } from './account-data-repository';
import { createUser } from './users-repository';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

function newUser(email: string, mobile: string) {
  return {
    name: 'Test User',
    email,
    mobile,
    role: 'Contractor' as const,
    password_hash: 'x',
    email_verified_at: null,
    google2fa_enabled: false,
    created_at: new Date().toISOString(),
  };
}

describe('users repository (DynamoDB Local)', () => {
  it('refuses a second account with the same email in any letter case', async () => {
    const tag = unique();
    await createUser(newUser(`Owner${tag}@Example.com`, `9${tag.slice(-9)}`));
    await expect(createUser(newUser(`owner${tag}@example.com`, `8${tag.slice(-9)}`))).rejects.toMatchObject({
      statusCode: 409,
      message: 'This email address is already registered.',
      errors: { email: ['This email address is already registered.'] },
    });
  });

  it('lets only one of two simultaneous registrations with one mobile number through', async () => {
    const tag = unique();
    const mobile = `7${tag.slice(-9)}`;
    const results = await Promise.allSettled([
      createUser(newUser(`a${tag}@example.com`, mobile)),
      createUser(newUser(`b${tag}@example.com`, mobile)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it("writes a sign-up's consent with the account, for the id drawn", async () => {
    const tag = unique();
    const consentOf = (id: number) => ({
      account_id: id,
      policy_version: '2026-01',
      agreed_to: 'sign_up' as const,
      agreed_at: new Date().toISOString(),
      ip: '203.0.113.9',
      user_agent: null,
    });
    const user = await createUser(newUser(`c${tag}@example.com`, `6${tag.slice(-9)}`), consentOf);
    expect(await listConsents(user.id)).toEqual([
      expect.objectContaining({ account_id: user.id, agreed_to: 'sign_up' }),
    ]);
  });
});
