// The contact form's yup schema, for the public form and the admin's enquiry edit alike. It must give
// the same messages as shared/schemas/contacts.ts (ContactBody, zod; the admin's UpdateContactBody is
// the same schema) for the same input: contact-schema.test.ts feeds both the same bad values.
import { PHONE_DIGITS } from '@tender/shared/constants';
import { contactMessages as m } from '@tender/shared/messages';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import { CONTACT_LIMITS, DIGITS_PATTERN, EMAIL_PATTERN, isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import { object, string, type ObjectSchema } from 'yup';

const required = (message: string) => string().trim().required(message);
/** The shared rule for typed text, as the server applies it (shared/rules.ts). */
const typedText = (message: string, field: string) =>
  required(message).test('safe-text', unsafeTextMessage(field), (value) => value === undefined || isSafeText(value));

export const contactSchema: ObjectSchema<ContactBody> = object({
  name: typedText(m.name, 'Name').max(CONTACT_LIMITS.name.max, CONTACT_LIMITS.name.message),
  email: required(m.email)
    .max(CONTACT_LIMITS.email.max, CONTACT_LIMITS.email.message)
    .matches(EMAIL_PATTERN, { message: m.emailInvalid, excludeEmptyString: true }),
  subject: typedText(m.subject, 'Subject').max(CONTACT_LIMITS.subject.max, CONTACT_LIMITS.subject.message),
  phone: required(m.phone)
    .matches(DIGITS_PATTERN, { message: m.phoneNumeric, excludeEmptyString: true })
    .min(PHONE_DIGITS, m.phoneTooShort)
    .max(PHONE_DIGITS, m.phoneTooLong),
  message: typedText(m.message, 'Message').max(CONTACT_LIMITS.message.max, CONTACT_LIMITS.message.message),
});

export const emptyContact: ContactBody = { name: '', email: '', subject: '', phone: '', message: '' };
