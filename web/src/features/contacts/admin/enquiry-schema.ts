// The enquiry edit form's yup schema: PUT /admin/contacts/{id} takes the public contact form's body
// (shared/schemas/contacts.ts ContactBody, zod) with SPEC's contact messages; enquiry-schema.test.ts
// feeds both the same bad values. (The contact page's own schema lives in its feature.)
import { PHONE_DIGITS } from '@tender/shared/constants';
import { contactMessages as m } from '@tender/shared/messages';
import { CONTACT_LIMITS, DIGITS_PATTERN, EMAIL_PATTERN, isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import type { UpdateContactBody } from '@tender/shared/schemas/contacts-admin';
import { object, string, type ObjectSchema } from 'yup';

const required = (message: string) => string().trim().required(message);
const typedText = (message: string, field: string) =>
  required(message).test('safe-text', unsafeTextMessage(field), (value) => value === undefined || isSafeText(value));

export const enquirySchema: ObjectSchema<UpdateContactBody> = object({
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
