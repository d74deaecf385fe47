import { USER_ROLES } from '@tender/shared/constants';
import { createUser } from '../../functions/data/users-repository';
import { hashPassword } from '../../functions/platform/passwords';
import { signSessionToken } from '../../functions/platform/tokens';

/** One verified account of every role in the fuzzer's own stack, and a valid session token for each. */
export async function fuzzTokens(): Promise<Record<string, string>> {
  const passwordHash = await hashPassword('Fuzz-account-2026');
  const tokens: Record<string, string> = {};
  for (const [index, role] of USER_ROLES.entries()) {
    const user = await createUser({
      name: `Fuzz ${role}`,
      email: `fuzz-${role.toLowerCase()}@example.com`,
      mobile: `70000000${String(index).padStart(2, '0')}`,
      role,
      password_hash: passwordHash,
      email_verified_at: new Date().toISOString(),
      google2fa_enabled: false,
      created_at: new Date().toISOString(),
    });
    tokens[role] = await signSessionToken({ userId: String(user.id), role, emailVerified: true });
  }
  return tokens;
}
