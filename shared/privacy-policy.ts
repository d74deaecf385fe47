// The privacy policy's version and the consent to it (DPDP Act 2023): every
// registration and sign-up carries `privacy_consent: true`, and the server records which version
// was agreed to, when and from where. The version is the policy page's "last updated" day: change
// both together when the policy changes.

/** The privacy policy in force: its "last updated" day (ISO). */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The version as the policy page shows it ("November 26, 2026"). Written out, not by Intl: every
 * sign-up, registration and account function imports this module, and the first Intl formatter a
 * process makes costs it about 13 ms of locale data at load.
 */
export const PRIVACY_POLICY_UPDATED = ((): string => {
  const [year, month, day] = PRIVACY_POLICY_VERSION.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
})();

/** What a consent record says was agreed to: a registration of one kind, or a sign-up. */
export const CONSENT_PURPOSES = [
  'registration:contractor',
  'registration:organization',
  'registration:builder',
  'sign_up',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const privacyConsentMessages = {
  required: 'Please agree to the Privacy Policy to continue.',
} as const;

// Consent to the privacy policy: a checkbox on every registration form and on sign-up, `true` in the
// body or the request is refused with `required` on the field. Here rather than among the
// registration fields, so the account functions that check it do not carry those.
export const privacyConsentField = {
  name: 'privacy_consent',
  label: 'I have read and agree to the Privacy Policy',
  required: privacyConsentMessages.required,
} as const;
