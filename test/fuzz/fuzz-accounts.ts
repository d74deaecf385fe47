import { randomUUID } from 'node:crypto';
import { USER_ROLES, type UserRole } from '@tender/shared/constants';
import { ContractorRegistration, OrganizationRegistration } from '@tender/shared/schemas/registration';
import { startSession } from '../../functions/domain/accounts/sessions';
import { contractorPlan, organizationPlan } from '../../functions/domain/registration/registration-plan';
import { writeRegistration } from '../../functions/data/registration-repository';
import {
  createUser,
  drawUserId,
  findUserIdByEmail,
  getUser,
  type NewUser,
  type UserRecord,
} from '../../functions/data/users-repository';
import { ConflictError } from '../../functions/platform/errors';
import { hashPassword } from '../../functions/platform/passwords';
import { buyerBody, vendorStepOne, vendorStepTwo } from '../support/registration-samples';

/**
 * Sessions made per role up front. Each read of a role's token hands out the next one, so every
 * route the fuzzer visits starts with live sessions: a fuzzed POST /logout (a valid request with a
 * role's token) ends that session at once, and would otherwise leave every later route with
 * nothing but 401s for that role. 64 covers the route table several times over; past that the
 * tokens are handed out again from the first.
 */
const SESSIONS_PER_ROLE = 64;

/**
 * The stack is fresh and the machine may be busy: an SDK call that times out (1.5 s, the
 * functions' own setting) is tried again a few times before the fuzzer gives up.
 */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const timedOut = error instanceof Error && /TimeoutError|RequestTimeout/.test(error.name);
      if (!timedOut || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/**
 * Contractor and Organization accounts get a profile as their registration writes it (the sample
 * bodies, files left empty), so the profile routes' owner paths are reached past their 404.
 */
function createWithProfile(user: NewUser): Promise<UserRecord> {
  const { role } = user;
  if (role !== 'Contractor' && role !== 'Organization') return createUser(user);
  const file = (field: string) => ({ key: `tmp/${randomUUID()}`, file_name: `${field}.pdf` });
  const contact = { email: user.email, mobile_no: user.mobile ?? '' };
  const plan =
    role === 'Contractor'
      ? contractorPlan(ContractorRegistration.parse({ ...vendorStepOne(file, contact), ...vendorStepTwo(file) }))
      : organizationPlan(OrganizationRegistration.parse(buyerBody(file, contact)));
  const { basic, bank_details, documents, lists } = plan.content({});
  return drawUserId().then((accountId) =>
    writeRegistration({
      accountId,
      user,
      profile: {
        kind: plan.kind,
        status: 'approved',
        grade: plan.kind === 'contractor' ? 'C' : null,
        is_quick_register: false,
        payment: null,
        basic,
        bank_details,
        documents,
      },
      lists,
      uploadIds: [],
      payment: null,
      request: null,
      now: new Date(),
    }),
  );
}

/** Creates the account, or finds it when an earlier attempt that timed out did create it. */
async function ensureUser(user: NewUser): Promise<UserRecord> {
  try {
    return await createWithProfile(user);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const id = await findUserIdByEmail(user.email);
    const existing = id === undefined ? undefined : await getUser(id);
    if (!existing) throw error;
    return existing;
  }
}

/**
 * A verified account of one role: its id, a live session token at each call of `token` (the pool's
 * next), and `renew` to replace the pool with fresh sessions (a logout among the requests ends one).
 */
export type FuzzAccount = { id: number; token: () => string; renew: (sessions?: number) => Promise<void> };

/** One verified account of every role in the test's own stack, each with a pool of live sessions. */
export async function fuzzAccounts(): Promise<Record<UserRole, FuzzAccount>> {
  const passwordHash = await hashPassword('Fuzz-account-2026');
  const accounts = {} as Record<UserRole, FuzzAccount>;
  for (const [index, role] of USER_ROLES.entries()) {
    const now = new Date();
    const user = await retried(() =>
      ensureUser({
        name: `Fuzz ${role}`,
        email: `fuzz-${role.toLowerCase()}@example.com`,
        mobile: `70000000${String(index).padStart(2, '0')}`,
        role,
        password_hash: passwordHash,
        email_verified_at: now.toISOString(),
        google2fa_enabled: false,
        created_at: now.toISOString(),
      }),
    );
    let pool: string[] = [];
    let next = 0;
    const session = async () => (await retried(() => startSession(user, { remember: false, now: new Date() }))).token;
    const renew = async (sessions = SESSIONS_PER_ROLE) => {
      // All at once: the first pool (one at a time, below) has warmed DynamoDB Local up.
      pool = await Promise.all(Array.from({ length: sessions }, session));
      next = 0;
    };
    // One at a time: DynamoDB Local is still warming up, and each SDK call must answer within 1.5 s.
    while (pool.length < SESSIONS_PER_ROLE) pool.push(await session());
    accounts[role] = { id: user.id, token: () => pool[next++ % pool.length]!, renew };
  }
  return accounts;
}

/** A valid session token of every role, by role name: each read hands out the next of its pool. */
export async function fuzzTokens(): Promise<Record<string, string>> {
  const accounts = await fuzzAccounts();
  const tokens: Record<string, string> = {};
  for (const [role, account] of Object.entries(accounts)) {
    Object.defineProperty(tokens, role, { enumerable: true, get: account.token });
  }
  return tokens;
}
