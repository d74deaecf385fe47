import { registrationMessages as m } from '@tender/shared/registration-fields';
import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import {
  RegistrationConflictError,
  writeSubscriberUpgrade,
  type SubscriberUpgrade,
} from '../../data/registration-repository';
import { findUserIdByMobile, getUser, normalEmail, type UserRecord } from '../../data/users-repository';
import { ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import { consentRecord, type ConsentSource } from '../account-data/consent';
import { logAuthEvent } from '../accounts/auth-events';
import type { Caller } from '../market/caller';
import { trySendVerificationMail } from '../accounts/verification-mail';
import { mailRegistrationInvoice } from '../invoices/invoice-mail';
import { acceptUploads } from '../uploads/accept-uploads';
import {
  assertLookups,
  assertUploadsAvailable,
  conflictAnswer,
  paymentToSpend,
  registrationAnswer,
  registrationProfile,
} from './registration-checks';
import type { RegistrationPlan } from './registration-plan';

// Decision: a Subscriber (an account made with Sign up, no company) completes a
// vendor, buyer or builder registration with its own account, through the same routes. They
// identify their caller (RouteContract.identifyCaller): without a valid token they register a new
// account as before; with a Subscriber's token they register THAT account: the same checks, the
// same profile, fee and files as a new registration, written in one transaction with the account's
// role changed (and the mobile the form adds to it), but no new account, no one-time password and
// no password mail. Its login stays its own: the form's email must be the account's and a mobile
// it already has must be the form's (moving a login asks the current password, in My Info). An
// unverified address gets the verification link as a new registrant does; a verified one stays
// verified. Any other signed-in account (Contractor, Organization, Builder, Admin) is refused with
// a 409: one account, one company.

type RegistrationRole = SubscriberUpgrade['role'];

const isRegistrationRole = (role: string): role is RegistrationRole =>
  role === 'Contractor' || role === 'Organization' || role === 'Builder';

const alreadyRegistered = () => new ConflictError(subscriberMessages.alreadyRegistered);

/**
 * The form's email is the account's; its mobile is the account's, or, when the account has none,
 * one that no other account holds.
 */
async function assertOwnLogin(plan: RegistrationPlan, user: UserRecord): Promise<void> {
  const errors: FieldErrors = {};
  if (normalEmail(plan.email) !== user.email) errors[plan.emailField] = [subscriberMessages.accountEmail];
  if (user.mobile !== null && plan.mobile !== user.mobile)
    errors[plan.mobileField] = [subscriberMessages.accountMobile];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (user.mobile !== null) return;
  const owner = await findUserIdByMobile(plan.mobile);
  if (owner !== undefined && owner !== user.id) {
    throw new ConflictError(m.mobileTaken, { errors: { [plan.mobileField]: [m.mobileTaken] } });
  }
}

/**
 * A registration sent with a valid token (after the request_id replay): a Subscriber's own account
 * becomes the registered company's (see the decision above); anyone else is refused.
 */
export async function registerSignedIn(
  plan: RegistrationPlan,
  caller: Caller,
  context: { viewer: string; now: Date; source: ConsentSource },
): Promise<RegistrationAnswer> {
  const { now } = context;
  if (caller.role !== 'Subscriber' || !isRegistrationRole(plan.role)) throw alreadyRegistered();
  const user = await getUser(caller.userId);
  if (!user || user.role !== 'Subscriber') throw alreadyRegistered();
  await assertOwnLogin(plan, user);
  await assertLookups(plan);
  const payment = await paymentToSpend(plan);
  await assertUploadsAvailable(plan.claims);

  // Tickets asked for while signed in are this account's; those from before, anyone's.
  const { files, uploadIds } = await acceptUploads(plan.claims, { accountId: user.id, callerId: user.id }, now);
  const content = plan.content(files);
  let registered: UserRecord;
  try {
    registered = await writeSubscriberUpgrade({
      current: user,
      role: plan.role,
      name: plan.name,
      mobile: plan.mobile,
      profile: registrationProfile(plan, content, payment),
      lists: content.lists,
      uploadIds,
      payment,
      request: plan.requestId ? { request_id: plan.requestId, body_hash: plan.bodyHash } : null,
      consent: consentRecord(user.id, `registration:${plan.kind}`, context.source, now),
      now,
    });
  } catch (error) {
    if (error instanceof RegistrationConflictError) return conflictAnswer(error, plan);
    throw error;
  }
  logAuthEvent('account.updated', { userId: user.id, viewer: context.viewer, reason: 'registered' });
  if (registered.email_verified_at === null) await trySendVerificationMail(registered, now);
  // The fee's tax invoice, after the transaction, in a mail of its own (invoices/issue-invoice.ts).
  if (payment) await mailRegistrationInvoice(registered, now);
  return registrationAnswer(registered.id, registered.email, subscriberMessages.upgraded);
}
