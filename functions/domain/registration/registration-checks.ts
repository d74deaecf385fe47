import { DEFAULT_CONTRACTOR_GRADE } from '@tender/shared/constants';
import { paymentMessages } from '@tender/shared/payment-messages';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import { uploadMessages } from '@tender/shared/upload-rules';
import type { ProfilePayment } from '../../data/profiles-repository';
import type { NewRegistration } from '../../data/registration-repository';
import {
  getRegistrationRequest,
  type RegistrationConflictError,
  type RegistrationRequest,
} from '../../data/registration-repository';
import { getUploads } from '../../data/uploads-repository';
import { ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import { assertPaymentUsable } from '../payments/payment-usable';
import { checkRegistrationPayment } from '../payments/registration-payment';
import { uploadConflict } from '../profile/profile-content';
import { workTypeProblems } from '../profile/work-type-check';
import type { UploadClaim } from '../uploads/accept-uploads';
import { uploadIdOf } from '../uploads/upload-keys';
import type { ProfileContent, RegistrationPlan } from './registration-plan';

// The checks every registration makes before it writes, whether it makes a new account
// (register-account.ts) or registers a signed-in Subscriber's own (upgrade-subscriber.ts), and the
// field a cancelled transaction's condition concerns.

export const registrationConflictMessages = {
  requestReused: 'This request_id was already used for a different registration. Please submit the form again.',
} as const;

export const registrationAnswer = (id: number, email: string, message: string = m.registered): RegistrationAnswer => ({
  error: false,
  message,
  data: { id, email },
});

/** The profile a registration stores, new account or Subscriber alike: pending review, contractors graded C. */
export function registrationProfile(
  plan: RegistrationPlan,
  content: ProfileContent,
  payment: ProfilePayment | null,
): NewRegistration['profile'] {
  return {
    kind: plan.kind,
    status: 'pending',
    grade: plan.kind === 'contractor' ? DEFAULT_CONTRACTOR_GRADE : null,
    is_quick_register: plan.isQuickRegister,
    payment,
    basic: content.basic,
    bank_details: content.bank_details,
    documents: content.documents,
  };
}

/** A request_id seen before: the same body answers the account it made; another body is refused. */
export function replay(seen: RegistrationRequest, plan: RegistrationPlan): RegistrationAnswer {
  if (seen.body_hash !== plan.bodyHash) {
    throw new ConflictError(registrationConflictMessages.requestReused, {
      errors: { request_id: [registrationConflictMessages.requestReused] },
    });
  }
  return registrationAnswer(seen.account_id, seen.email);
}

/**
 * Selected ids exist: a work type and materials (profile/work-type-check.ts, as the contractor's
 * Basic tab checks them).
 */
export async function assertLookups(plan: RegistrationPlan): Promise<void> {
  const errors = await workTypeProblems(plan.materialWorkTypeId, plan.withLabourMaterial);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Contractors pay when the settings carry a fee: a verified, unused payment; otherwise payment fields are ignored. */
export async function paymentToSpend(plan: RegistrationPlan): Promise<ProfilePayment | null> {
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
export async function assertUploadsAvailable(claims: UploadClaim[]): Promise<void> {
  const errors: FieldErrors = {};
  const ids = new Map<string, string>();
  for (const claim of claims) {
    const id = uploadIdOf(claim.ref.key);
    if (id) ids.set(claim.field, id);
    // A stored files/ key: a registering account has no files yet.
    else errors[claim.field] = [uploadMessages.unavailable];
  }
  const records = await getUploads([...ids.values()]);
  for (const [field, id] of ids) {
    if (records.get(id)?.status !== 'issued') errors[field] = [uploadMessages.unavailable];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The transaction was cancelled by one of its conditions: the field it concerns, in the form's terms. */
export async function conflictAnswer(
  error: RegistrationConflictError,
  plan: RegistrationPlan,
): Promise<RegistrationAnswer> {
  const fail = (field: string, message: string) =>
    new ConflictError(message, { cause: error, errors: { [field]: [message] } });
  switch (error.reason) {
    case 'request': {
      // The same request, sent twice at once: the other one made the account.
      const seen = plan.requestId ? await getRegistrationRequest(plan.requestId) : undefined;
      if (seen) return replay(seen, plan);
      throw new ConflictError(undefined, { cause: error });
    }
    case 'account':
    case 'profile':
      // A Subscriber's account registered (or changed) meanwhile, e.g. the same form in two tabs.
      throw new ConflictError(subscriberMessages.alreadyRegistered, { cause: error });
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
