import * as z from 'zod';
import { contactMessages as m } from '../messages';
import { PHONE_DIGITS } from '../constants';
import { CONTACT_LIMITS as limits, DIGITS_PATTERN, EMAIL_PATTERN } from '../rules';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ContactBody = z.object({
  name: required(m.name).max(limits.name.max, limits.name.message),
  email: required(m.email).max(limits.email.max, limits.email.message).regex(EMAIL_PATTERN, m.emailInvalid),
  subject: required(m.subject).max(limits.subject.max, limits.subject.message),
  phone: required(m.phone)
    .regex(DIGITS_PATTERN, m.phoneNumeric)
    .min(PHONE_DIGITS, m.phoneTooShort)
    .max(PHONE_DIGITS, m.phoneTooLong),
  message: required(m.message).max(limits.message.max, limits.message.message),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactCreated = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number() }),
});
export type ContactCreated = z.infer<typeof ContactCreated>;
