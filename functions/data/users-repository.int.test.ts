import { describe, expect, it } from 'vitest';
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
});
