import { USER_ROLES } from '@tender/shared/constants';
import { EMAIL_PATTERN } from '@tender/shared/rules';
import { findUserIdByEmail } from '../../data/users-repository';
import type { Caller } from '../market/caller';

/** GET /users/role_list (Admin only). */
export function roleList(): { data: (typeof USER_ROLES)[number][] } {
  return { data: [...USER_ROLES] };
}

/**
 * GET /users/check_email_exists/{email}/{id} (and the organisations' twin): whether another account
 * than `id` ('null' for a new one) holds the address. Text that is no email address is held by
 * nobody (and not looked up).
 *
 * `id` only frees the address for a caller who may know it is that account's: the account itself
 * or an Admin, by their token. To anyone else a taken address is taken whatever `id` says, so the
 * route no longer tells which account id owns an address.
 */
export async function checkEmailExists(
  email: string,
  id: string,
  caller: Pick<Caller, 'userId' | 'role'> | null,
): Promise<{ data: { exists: boolean } }> {
  const address = email.trim().toLowerCase();
  if (address.length > 254 || !EMAIL_PATTERN.test(address)) return { data: { exists: false } };
  const owner = await findUserIdByEmail(address);
  if (owner === undefined) return { data: { exists: false } };
  const mayKnowOwner = caller !== null && (caller.userId === owner || caller.role === 'Admin');
  return { data: { exists: !(mayKnowOwner && String(owner) === id) } };
}
