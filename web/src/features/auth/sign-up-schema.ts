// Same messages as SignUpBody (zod) for the same input: sign-up-schema.test.ts. The terms checkbox is
// the form's own (the API is not told about it); the privacy consent is sent and recorded.
import { accountMessages as m } from '@tender/shared/account-messages';
import { boolean, object, string } from 'yup';
import { emailAddress, newPassword, requiredText, safeText, sameAs } from '../../lib/form-rules';
import { privacyConsentRule } from '../../lib/forms/privacy-consent-rule';

/** SPEC.md gives no message for the terms checkbox. */
export const TERMS_REQUIRED = 'Please accept the terms and conditions.';
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export type SignUpValues = {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Sent: the server records the consent to the privacy policy (DPDP Act 2023). */
  privacy_consent: boolean;
  terms: boolean;
};

export const emptySignUp: SignUpValues = {
  name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  privacy_consent: false,
  terms: false,
};

export const signUpSchema = object({
  name: safeText(requiredText(m.signUpName).max(120, 'Name is too long.'), 'Name'),
  username: requiredText(m.signUpUsername).max(60, 'Username is too long.').matches(USERNAME_PATTERN, {
    message: 'Username may hold letters, digits, dot, dash and underscore.',
    excludeEmptyString: true,
  }),
  email: emailAddress(),
  password: newPassword(m.signUpPassword),
  confirmPassword: sameAs(string().required(m.signUpConfirm), 'password', m.signUpMismatch),
  privacy_consent: privacyConsentRule(),
  terms: boolean().required(TERMS_REQUIRED).oneOf([true], TERMS_REQUIRED),
});
