import { USER_ROLES } from '@tender/shared/constants';
import { EMAIL_PATTERN } from '@tender/shared/rules';
import { findUserIdByEmail } from '../../data/users-repository';

/** GET /users/role_list (Admin only). */
export function roleList(): { data: (typeof USER_ROLES)[number][] } {
  return { data: [...USER_ROLES] };
}

/**
 * GET /users/check_email_exists/{email}/{id}: whether another account than `id` ('null' for a new
 * one) holds the address. Text that is no email address is held by nobody (and not looked up).
 */
export async function checkEmailExists(email: string, id: string): Promise<{ data: { exists: boolean } }> {
  const address = email.trim().toLowerCase();
  if (address.length > 254 || !EMAIL_PATTERN.test(address)) return { data: { exists: false } };
  const owner = await findUserIdByEmail(address);
  return { data: { exists: owner !== undefined && String(owner) !== id } };
}
