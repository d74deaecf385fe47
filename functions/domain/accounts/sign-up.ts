import { accountMessages as m } from '@tender/shared/account-messages';
import { findUserIdByEmail, createUser } from '../../data/users-repository';
import { ConflictError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { consentRecord, type ConsentSource } from '../account-data/consent';
import { enforceLimit } from '../limits/enforce-limit';
import { logAuthEvent } from './auth-events';
import { trySendVerificationMail } from './verification-mail';
import { accountLimits } from './limits';
import { assertAcceptablePassword } from './password-policy';

export type SignUpInput = { name: string; username: string; email: string; password: string };

/**
 * POST /sign_up: a Subscriber account (no mobile yet, email unverified) and the verification mail.
 * A taken address is refused before anything is written (the transaction still guards a race).
 * The account exists even if the mail cannot be sent now: GET /email/resend sends it again.
 */
export async function signUp(
  input: SignUpInput,
  context: { viewer: string; now: Date; source: ConsentSource },
): Promise<{ error: false; message: string; data: { id: number } }> {
  await enforceLimit(accountLimits.signUpAddress, context.viewer, context.now);
  assertAcceptablePassword(input.password, 'password');
  const taken = () => new ConflictError(m.emailTaken, { errors: { email: [m.emailTaken] } });
  if ((await findUserIdByEmail(input.email)) !== undefined) throw taken();
  const user = await createUser(
    {
      name: input.name,
      username: input.username,
      email: input.email,
      mobile: null,
      role: 'Subscriber',
      password_hash: await hashPassword(input.password),
      email_verified_at: null,
      created_at: context.now.toISOString(),
    },
    (id) => consentRecord(id, 'sign_up', context.source, context.now),
  );
  logAuthEvent('account.created', { userId: user.id, viewer: context.viewer });
  await trySendVerificationMail(user, context.now);
  return { error: false, message: m.signUpDone, data: { id: user.id } };
}
