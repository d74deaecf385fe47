import { registrationMessages as m } from '@tender/shared/registration-fields';
import { findUserIdByEmail, findUserIdByMobile } from '../../data/users-repository';
import { ConflictError, type FieldErrors } from '../../platform/errors';

/** The form's fields that carry the login email and mobile: a 409 names them. */
export type LoginFields = { email: string; mobile: string };

/**
 * A login email and mobile a registration or a Basic tab brings are nobody else's (`accountId`:
 * the account's own are free to it). The transaction's claims still guard a race; this answers
 * before anything is written, naming the form's field.
 */
export async function assertLoginFree(
  login: { email?: string | null; mobile?: string | null },
  fields: LoginFields,
  accountId?: number,
): Promise<void> {
  const [emailOwner, mobileOwner] = await Promise.all([
    login.email ? findUserIdByEmail(login.email) : undefined,
    login.mobile ? findUserIdByMobile(login.mobile) : undefined,
  ]);
  const taken = (owner: number | undefined) => owner !== undefined && owner !== accountId;
  const errors: FieldErrors = {};
  if (taken(emailOwner)) errors[fields.email] = [m.emailTaken];
  if (taken(mobileOwner)) errors[fields.mobile] = [m.mobileTaken];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ConflictError(first, { errors });
}
