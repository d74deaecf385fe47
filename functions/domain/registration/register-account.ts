import { DEFAULT_CONTRACTOR_GRADE } from '@tender/shared/constants';
import { paymentMessages } from '@tender/shared/payment-messages';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { uploadMessages } from '@tender/shared/upload-rules';
import type { ProfilePayment } from '../../data/profiles-repository';
import {
  getRegistrationRequest,
  RegistrationConflictError,
  writeRegistration,
  type RegistrationRequest,
} from '../../data/registration-repository';
import { getUploads } from '../../data/uploads-repository';
import { drawUserId, type UserRecord } from '../../data/users-repository';
import { ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import { sendMail } from '../mail/send-mail';
import { hashPassword } from '../../platform/passwords';
import { logAuthEvent } from '../accounts/auth-events';
import { VERIFY_LINK_DAYS, verificationLink } from '../accounts/email-verification';
import { registrationMail } from '../accounts/mail-templates';
import { sendOrWarn } from '../accounts/verification-mail';
import { assertPaymentUsable } from '../payments/payment-usable';
import { checkRegistrationPayment } from '../payments/registration-payment';
import { assertLoginFree } from '../profile/login-free';
import { uploadConflict } from '../profile/profile-content';
import { workTypeProblems } from '../profile/work-type-check';
import { acceptUploads, type UploadClaim } from '../uploads/accept-uploads';
import { uploadIdOf } from '../uploads/upload-keys';
import { generateOneTimePassword, ONE_TIME_PASSWORD_DAYS, oneTimePasswordExpiresAt } from './one-time-password';
import type { RegistrationPlan } from './registration-plan';

export type RegistrationContext = { viewer: string; now: Date };

export const registrationConflictMessages = {
  requestReused: 'This request_id was already used for a different registration. Please submit the form again.',
} as const;

const answer = (id: number, email: string): RegistrationAnswer => ({
  error: false,
  message: m.registered,
  data: { id, email },
});

/** A request_id seen before: the same body answers the account it made; another body is refused. */
function replay(seen: RegistrationRequest, plan: RegistrationPlan): RegistrationAnswer {
  if (seen.body_hash !== plan.bodyHash) {
    throw new ConflictError(registrationConflictMessages.requestReused, {
      errors: { request_id: [registrationConflictMessages.requestReused] },
    });
  }
  return answer(seen.account_id, seen.email);
}

/**
 * (c) Selected ids exist: a work type and materials (profile/work-type-check.ts, as the contractor's
 * Basic tab checks them).
 */
async function assertLookups(plan: RegistrationPlan): Promise<void> {
  const errors = await workTypeProblems(plan.materialWorkTypeId, plan.withLabourMaterial);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** (d) Contractors pay when the settings carry a fee: a verified, unused payment; otherwise payment fields are ignored. */
async function paymentToSpend(plan: RegistrationPlan): Promise<ProfilePayment | null> {
  if (!plan.payment) return null;
  const { data } = await checkRegistrationPayment();
  if (!data.payment_needed) return null;
  const order = await assertPaymentUsable(plan.payment.order_id, plan.payment.payment_id);
  // assertPaymentUsable answers only an order paid by exactly this payment id.
  return { order_id: order.order_id, payment_id: plan.payment.payment_id as string };
}

/**
 * Before an id is drawn: every file is a new upload whose ticket exists and is unused (a refused
 * registration then writes nothing at all, not even the id sequence). acceptUploads checks the
 * rest (purpose, owner, expiry, the object's size and bytes) once the id is known.
 */
async function assertUploadsAvailable(claims: UploadClaim[]): Promise<void> {
  const errors: FieldErrors = {};
  const ids = new Map<string, string>();
  for (const claim of claims) {
    const id = uploadIdOf(claim.ref.key);
    if (id) ids.set(claim.field, id);
    // A stored files/ key: a new account has no files yet.
    else errors[claim.field] = [uploadMessages.unavailable];
  }
  const records = await getUploads([...ids.values()]);
  for (const [field, id] of ids) {
    if (records.get(id)?.status !== 'issued') errors[field] = [uploadMessages.unavailable];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The transaction was cancelled by one of its conditions: the field it concerns, in the form's terms. */
async function conflictAnswer(error: RegistrationConflictError, plan: RegistrationPlan): Promise<RegistrationAnswer> {
  const fail = (field: string, message: string) =>
    new ConflictError(message, { cause: error, errors: { [field]: [message] } });
  switch (error.reason) {
    case 'request': {
      // The same request, sent twice at once: the other one made the account.
      const seen = plan.requestId ? await getRegistrationRequest(plan.requestId) : undefined;
      if (seen) return replay(seen, plan);
      throw new ConflictError(undefined, { cause: error });
    }
    case 'email':
      throw fail(plan.emailField, m.emailTaken);
    case 'mobile':
      throw fail(plan.mobileField, m.mobileTaken);
    case 'upload':
      throw uploadConflict(plan.claims, error.uploadId, error);
    case 'payment':
      throw fail('payment_id', paymentMessages.alreadyUsed);
    default:
      throw new ConflictError(undefined, { cause: error });
  }
}

/** The verification link and the one-time password; the registration stands without them (sendOrWarn). */
async function sendRegistrationMail(user: UserRecord, password: string, now: Date): Promise<void> {
  await sendOrWarn('registration mail not sent', user.id, async () => {
    const link = await verificationLink(user, now);
    await sendMail(
      registrationMail({
        to: user.email,
        name: user.name,
        link,
        days: VERIFY_LINK_DAYS,
        password,
        passwordDays: ONE_TIME_PASSWORD_DAYS,
      }),
    );
    logAuthEvent('email.verification_sent', { userId: user.id });
  });
}

/**
 * One registration (contractor, quick contractor, organisation, builder), in this order, refusing
 * with a field message and writing nothing when refused: (a) a request_id seen before answers the
 * same account; (b) email and mobile free; (c) selected lookup ids exist; (d) contractors: the fee's
 * payment when one is due; (e) the account id drawn and the files accepted (copied to its folder);
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
  // (b) The email and mobile are nobody's yet (the transaction's claims still guard a race).
  await assertLoginFree(plan, { email: plan.emailField, mobile: plan.mobileField });
  await assertLookups(plan);
  const payment = await paymentToSpend(plan);
  await assertUploadsAvailable(plan.claims);

  const accountId = await drawUserId();
  const { files, uploadIds } = await acceptUploads(plan.claims, { accountId, callerId: null }, now);
  const { basic, bank_details, documents, lists } = plan.content(files);
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
      profile: {
        kind: plan.kind,
        status: 'pending',
        grade: plan.kind === 'contractor' ? DEFAULT_CONTRACTOR_GRADE : null,
        is_quick_register: plan.isQuickRegister,
        payment,
        basic,
        bank_details,
        documents,
      },
      lists,
      uploadIds,
      payment,
      request: plan.requestId ? { request_id: plan.requestId, body_hash: plan.bodyHash } : null,
      now,
    });
  } catch (error) {
    if (error instanceof RegistrationConflictError) return conflictAnswer(error, plan);
    throw error;
  }
  logAuthEvent('account.created', { userId: user.id, viewer: context.viewer });
  await sendRegistrationMail(user, password, now);
  return answer(user.id, user.email);
}
