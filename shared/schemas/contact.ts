import { z } from 'zod';
import { contactMessages as m } from '../messages';
import { PHONE_DIGITS } from '../constants';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ContactBody = z.object({
  name: required(m.name).max(120, 'Name is too long.'),
  email: required(m.email).max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
  subject: required(m.subject).max(200, 'Subject is too long.'),
  phone: required(m.phone)
    .regex(/^\d+$/, m.phoneNumeric)
    .min(PHONE_DIGITS, m.phoneTooShort)
    .max(PHONE_DIGITS, m.phoneTooLong),
  message: required(m.message).max(5000, 'Message is too long.'),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactCreated = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number() }),
});
export type ContactCreated = z.infer<typeof ContactCreated>;
