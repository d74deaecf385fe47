import { USER_ROLES } from '@tender/shared/constants';
import { startSession } from '../../functions/domain/accounts/sessions';
import { createUser } from '../../functions/data/users-repository';
import { hashPassword } from '../../functions/platform/passwords';

/**
 * Sessions made per role up front. Each read of a role's token hands out the next one, so every
 * route the fuzzer visits starts with live sessions: a fuzzed POST /logout (a valid request with a
 * role's token) ends that session at once, and would otherwise leave every later route with
 * nothing but 401s for that role. 64 covers the route table several times over; past that the
 * tokens are handed out again from the first.
 */
const SESSIONS_PER_ROLE = 64;

/** One verified account of every role in the fuzzer's own stack, and valid session tokens for each. */
export async function fuzzTokens(): Promise<Record<string, string>> {
  const passwordHash = await hashPassword('Fuzz-account-2026');
  const tokens: Record<string, string> = {};
  for (const [index, role] of USER_ROLES.entries()) {
    const now = new Date();
    const user = await createUser({
      name: `Fuzz ${role}`,
      email: `fuzz-${role.toLowerCase()}@example.com`,
      mobile: `70000000${String(index).padStart(2, '0')}`,
      role,
      password_hash: passwordHash,
      email_verified_at: now.toISOString(),
      google2fa_enabled: false,
      created_at: now.toISOString(),
    });
    const pool: string[] = [];
    for (let batch = 0; batch < SESSIONS_PER_ROLE; batch += 16) {
      const started = await Promise.all(
        Array.from({ length: 16 }, () => startSession(user, { remember: false, now: new Date() })),
      );
      pool.push(...started.map((session) => session.token));
    }
    let next = 0;
    Object.defineProperty(tokens, role, {
      enumerable: true,
      get: () => pool[next++ % pool.length],
    });
  }
  return tokens;
}
