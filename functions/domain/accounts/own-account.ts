import type { AccountAnswer } from '@tender/shared/schemas/accounts';
import { getUser, type UserRecord } from '../../data/users-repository';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { toAccountUser } from './account-view';

// Reading accounts, kept apart from account.ts (which hashes passwords) so the read routes'
// bundles carry neither argon2 nor the common-password list.

/** The caller's own account (anyone else's is a 403, whether or not it exists). */
export async function ownAccount(id: number, caller: Caller): Promise<UserRecord> {
  if (caller.userId !== id) throw new ForbiddenError();
  const user = await getUser(id);
  if (!user) throw new NotFoundError();
  return user;
}

/** GET /profile/{id}: the caller's own account, or any account for an Admin. */
export async function getAccount(id: number, caller: Caller): Promise<AccountAnswer> {
  if (caller.userId !== id && caller.role !== 'Admin') throw new ForbiddenError();
  const user = await getUser(id);
  if (!user) throw new NotFoundError();
  return { data: toAccountUser(user) };
}
