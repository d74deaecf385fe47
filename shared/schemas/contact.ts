import * as z from 'zod';
import { contactMessages as m } from '../messages';
import { PHONE_DIGITS } from '../constants';
import { CONTACT_LIMITS as limits, DIGITS_PATTERN, EMAIL_PATTERN, isSafeText, unsafeTextMessage } from '../rules';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** Free text people type: required, and only characters that read as they are stored. */
const typedText = (message: string, field: string) => required(message).refine(isSafeText, unsafeTextMessage(field));

export const ContactBody = z.object({
  name: typedText(m.name, 'Name').max(limits.name.max, limits.name.message),
  email: required(m.email).max(limits.email.max, limits.email.message).regex(EMAIL_PATTERN, m.emailInvalid),
  subject: typedText(m.subject, 'Subject').max(limits.subject.max, limits.subject.message),
  phone: required(m.phone)
    .regex(DIGITS_PATTERN, m.phoneNumeric)
    .min(PHONE_DIGITS, m.phoneTooShort)
    .max(PHONE_DIGITS, m.phoneTooLong),
  message: typedText(m.message, 'Message').max(limits.message.max, limits.message.message),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactCreated = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number() }),
});
export type ContactCreated = z.infer<typeof ContactCreated>;
