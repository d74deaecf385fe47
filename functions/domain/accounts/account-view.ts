import type { AccountUser } from '@tender/shared/schemas/accounts';
import type { UserRecord } from '../../data/users-repository';

/** The account as its owner sees it: never a hash, a secret or a token. */
export function toAccountUser(user: UserRecord): AccountUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    email_verified_at: user.email_verified_at,
    google2fa_enabled: user.google2fa_enabled,
    must_change_password: user.must_change_password,
  };
}
