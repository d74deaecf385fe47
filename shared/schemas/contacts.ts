import { contactMessages as m } from '../messages';
import { PHONE_DIGITS } from '../constants';
import { CONTACT_LIMITS as limits, DIGITS_PATTERN, EMAIL_PATTERN, isSafeText, unsafeTextMessage } from '../rules';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

// zod/mini (./mini.ts): the contact form's and the admin contacts' bundles carry these.

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));
/** Free text people type: required, and only characters that read as they are stored. */
const typedText = (message: string, field: string) =>
  required(message).check(
    z.refine(isSafeText, unsafeTextMessage(field)),
    documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
  );

export const ContactBody = z.object({
  name: typedText(m.name, 'Name').check(z.maxLength(limits.name.max, limits.name.message)),
  email: required(m.email).check(
    z.maxLength(limits.email.max, limits.email.message),
    z.regex(EMAIL_PATTERN, m.emailInvalid),
  ),
  subject: typedText(m.subject, 'Subject').check(z.maxLength(limits.subject.max, limits.subject.message)),
  phone: required(m.phone).check(
    z.regex(DIGITS_PATTERN, m.phoneNumeric),
    z.minLength(PHONE_DIGITS, m.phoneTooShort),
    z.maxLength(PHONE_DIGITS, m.phoneTooLong),
  ),
  message: typedText(m.message, 'Message').check(z.maxLength(limits.message.max, limits.message.message)),
});
export type ContactBody = z.infer<typeof ContactBody>;

/** The number a visitor quotes for an enquiry (in the acknowledgement mail and on the page): ENQ-000042. */
export const enquiryReference = (id: number) => `ENQ-${String(id).padStart(6, '0')}`;
export const ENQUIRY_REFERENCE_PATTERN = /^ENQ-\d{6,}$/;

export const ContactCreated = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number(), reference: z.string().check(z.regex(ENQUIRY_REFERENCE_PATTERN)) }),
});
export type ContactCreated = z.infer<typeof ContactCreated>;
