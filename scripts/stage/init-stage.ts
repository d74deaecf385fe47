// What a new cloud stage needs before anyone can use it: the lookup lists and settings, and a first
// Admin who sets a password through the reset mail. Safe to run again: nothing is duplicated, and a
// run that created the Admin but could not mail it is resumed by the next one.
import { randomBytes } from 'node:crypto';
import { requestPasswordReset } from '../../functions/domain/accounts/forgot-password';
import { createUser, findUserIdByEmail, getUser } from '../../functions/data/users-repository';
import { ConflictError } from '../../functions/platform/errors';
import { hashPassword } from '../../functions/platform/passwords';
import { seedReferenceData } from '../seed/seed';

export type StageInit = { adminEmail: string; adminName: string; now: Date };
export type StageInitResult = { adminCreated: boolean; resetMailSent: boolean };

/** Creates the Admin; false when the address is taken already (by this script's earlier run or anyone). */
async function createAdmin({ adminEmail, adminName, now }: StageInit): Promise<boolean> {
  try {
    await createUser({
      name: adminName,
      email: adminEmail,
      mobile: null,
      username: null,
      role: 'Admin',
      // Nobody knows this password: the Admin sets one through the reset link.
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      email_verified_at: now.toISOString(),
      google2fa_enabled: false,
      must_change_password: false,
      created_at: now.toISOString(),
    });
    return true;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return false;
  }
}

/** An Admin of this address that never set a password: the link of an earlier run was not mailed or not used. */
async function awaitsFirstPassword(adminEmail: string): Promise<boolean> {
  const id = await findUserIdByEmail(adminEmail);
  const user = id === undefined ? undefined : await getUser(id);
  return user?.role === 'Admin' && user.password_changed_at === null;
}

/**
 * Writes reference data and creates the first Admin, mailing the link to set its password. An
 * Admin already there that has not set a password yet is mailed a new link (the earlier mail failed
 * or expired); one that has is left alone. A mail that cannot be sent fails the run, which can
 * simply be run again once the sender is fixed.
 */
export async function initStage(input: StageInit): Promise<StageInitResult> {
  await seedReferenceData();
  const adminCreated = await createAdmin(input);
  const mailNeeded = adminCreated || (await awaitsFirstPassword(input.adminEmail));
  if (mailNeeded) await requestPasswordReset(input.adminEmail, { viewer: 'stage-init', now: input.now });
  return { adminCreated, resetMailSent: mailNeeded };
}
