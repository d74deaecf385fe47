// What a new cloud stage needs before anyone can use it: the lookup lists and settings, and a first
// Admin who sets a password through the reset mail. Safe to run again: nothing is duplicated.
import { randomBytes } from 'node:crypto';
import { requestPasswordReset } from '../../functions/domain/accounts/forgot-password';
import { createUser } from '../../functions/data/users-repository';
import { ConflictError } from '../../functions/platform/errors';
import { hashPassword } from '../../functions/platform/passwords';
import { seedReferenceData } from '../seed/seed';

export type StageInit = { adminEmail: string; adminName: string; now: Date };
export type StageInitResult = { adminCreated: boolean; resetMailSent: boolean };

/** Writes reference data and creates the first Admin, mailing the link to set its password. */
export async function initStage({ adminEmail, adminName, now }: StageInit): Promise<StageInitResult> {
  await seedReferenceData();
  let adminCreated = true;
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
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    adminCreated = false; // already there: leave its password alone
  }
  if (adminCreated) await requestPasswordReset(adminEmail, { viewer: 'stage-init', now });
  return { adminCreated, resetMailSent: adminCreated };
}
