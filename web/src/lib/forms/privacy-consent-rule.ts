import { privacyConsentField } from '@tender/shared/registration-fields';
import { mixed } from 'yup';

/**
 * `privacy_consent` as the forms check it: ticked, else the field's message (the server's zod
 * schema, shared/schemas/privacy-consent.ts, refuses anything but `true` with the same message).
 */
export const privacyConsentRule = () =>
  mixed<boolean>()
    .nullable()
    .test('privacy-consent', privacyConsentField.required, (value) => value === true);
