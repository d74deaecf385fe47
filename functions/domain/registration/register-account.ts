import { registrationMessages as m } from '@tender/shared/registration-fields';
import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import {
  getRegistrationRequest,
  RegistrationConflictError,
  writeRegistration,
} from '../../data/registration-repository';
import {
  drawUserId,
  findUserIdByEmail,
  findUserIdByMobile,
  getUser,
  type UserRecord,
} from '../../data/users-repository';
import { ConflictError, type FieldErrors } from '../../platform/errors';
import type { MailAttachment } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { consentRecord, type ConsentSource } from '../account-data/consent';
import { logAuthEvent } from '../accounts/auth-events';
import type { Caller } from '../market/caller';
import { VERIFY_LINK_DAYS, verificationLink } from '../accounts/email-verification';
import { registrationMail } from '../accounts/mail-templates';
import { sendOrWarn } from '../mail/send-or-warn';
import { registrationInvoiceAttachments } from '../invoices/invoice-mail';
import { sendMail } from '../mail/send-mail';
import { acceptUploads, discardCopies } from '../uploads/accept-uploads';
import {
  generateOneTimePassword,
  ONE_TIME_PASSWORD_DAYS,
  oneTimePasswordExpiresAt,
} from '../accounts/one-time-password';
import {
  assertLookups,
  assertUploadsAvailable,
  conflictAnswer,
  paymentToSpend,
  registrationAnswer,
  registrationProfile,
  replay,
} from './registration-checks';
import type { RegistrationPlan } from './registration-plan';
import { registerSignedIn } from './upgrade-subscriber';

export type RegistrationContext = {
  viewer: string;
  now: Date;
  /** Where the form (and its consent to the privacy policy) came from. */
  source: ConsentSource;
  /** The signed-in account sending the form, if any (the registration routes identify their caller). */
  caller?: Caller | null;
};

/**
 * A new account's email and mobile are nobody's yet (the transaction's claims still guard a race).
 * One that a Subscriber holds is no dead end: the visitor is told to log in and continue with it.
 */
async function assertLoginFreeForNewAccount(plan: RegistrationPlan): Promise<void> {
  const [emailOwner, mobileOwner] = await Promise.all([
    plan.email ? findUserIdByEmail(plan.email) : undefined,
    plan.mobile ? findUserIdByMobile(plan.mobile) : undefined,
  ]);
  const isSubscriber = async (owner: number) => (await getUser(owner))?.role === 'Subscriber';
  const errors: FieldErrors = {};
  if (emailOwner !== undefined) {
    errors[plan.emailField] = [(await isSubscriber(emailOwner)) ? subscriberMessages.emailOfSubscriber : m.emailTaken];
  }
  if (mobileOwner !== undefined) {
    errors[plan.mobileField] = [
      (await isSubscriber(mobileOwner)) ? subscriberMessages.mobileOfSubscriber : m.mobileTaken,
    ];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ConflictError(first, { errors });
}

/** The verification link, the one-time password and the fee's tax invoice; the registration stands without them. */
async function sendRegistrationMail(
  user: UserRecord,
  password: string,
  now: Date,
  attachments: MailAttachment[],
): Promise<void> {
  await sendOrWarn('registration mail not sent', user.id, async () => {
    const link = await verificationLink(user, now);
    await sendMail({
      ...registrationMail({
        to: user.email,
        name: user.name,
        link,
        days: VERIFY_LINK_DAYS,
        password,
        passwordDays: ONE_TIME_PASSWORD_DAYS,
      }),
      attachments,
    });
    logAuthEvent('email.verification_sent', { userId: user.id });
  });
}

/**
 * One registration (contractor, quick contractor, organisation, builder), in this order, refusing
 * with a field message and writing nothing when refused: (a) a request_id seen before answers the
 * same account; a signed-in caller registers its own account instead (upgrade-subscriber.ts);
 * (b) email and mobile free (a Subscriber's: log in and continue); (c) selected lookup ids exist;
 * (d) contractors: the fee's payment when one is due; (e) the account id drawn and the files accepted (copied to its folder, and taken back if (f) fails);
 * (f) ONE transaction: user with a one-time password, claims, profile and lists, uploads and payment
 * used, request_id; (g) the mail with the verification link and the password.
 */
export async function registerAccount(
  plan: RegistrationPlan,
  context: RegistrationContext,
): Promise<RegistrationAnswer> {
  const { now } = context;
  if (plan.requestId) {
    const seen = await getRegistrationRequest(plan.requestId);
    if (seen) return replay(seen, plan);
  }
  if (context.caller) return registerSignedIn(plan, context.caller, context);
  await assertLoginFreeForNewAccount(plan);
  await assertLookups(plan);
  const payment = await paymentToSpend(plan);
  await assertUploadsAvailable(plan.claims);

  const accountId = await drawUserId();
  const owner = { accountId, callerId: null, newAccount: true };
  const { files, uploadIds, copies } = await acceptUploads(plan.claims, owner, now);
  const content = plan.content(files);
  const password = generateOneTimePassword();
  const at = now.toISOString();
  let user: UserRecord;
  try {
    user = await writeRegistration({
      accountId,
      user: {
        name: plan.name,
        email: plan.email,
        mobile: plan.mobile,
        role: plan.role,
        password_hash: await hashPassword(password),
        email_verified_at: null,
        must_change_password: true,
        password_expires_at: oneTimePasswordExpiresAt(now),
        created_at: at,
      },
      profile: registrationProfile(plan, content, payment),
      lists: content.lists,
      uploadIds,
      payment,
      request: plan.requestId ? { request_id: plan.requestId, body_hash: plan.bodyHash } : null,
      consent: consentRecord(accountId, `registration:${plan.kind}`, context.source, now),
      now,
    });
  } catch (error) {
    // No account came to be (a race for the email, a used payment or upload): the files copied to
    // its folder would belong to nobody, so they go again.
    await discardCopies(copies);
    if (error instanceof RegistrationConflictError) return conflictAnswer(error, plan);
    throw error;
  }
  logAuthEvent('account.created', { userId: user.id, viewer: context.viewer });
  // The fee's tax invoice, issued after the registration's transaction (invoices/issue-invoice.ts).
  const invoice = payment ? await registrationInvoiceAttachments(user.id, now) : [];
  await sendRegistrationMail(user, password, now, invoice);
  return registrationAnswer(user.id, user.email);
}
