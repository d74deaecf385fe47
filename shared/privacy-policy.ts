// The privacy policy's version and the consent to it (DPDP Act 2023, issue 25 point 8): every
// registration and sign-up carries `privacy_consent: true`, and the server records which version
// was agreed to, when and from where. The version is the policy page's "last updated" day: change
// both together when the policy changes.

/** The privacy policy in force: its "last updated" day (ISO). */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

/** The version as the policy page shows it ("November 26, 2026"). */
export const PRIVACY_POLICY_UPDATED = new Date(`${PRIVACY_POLICY_VERSION}T00:00:00Z`).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** What a consent record says was agreed to: a registration of one kind, or a sign-up. */
export type ConsentPurpose =
  'registration:contractor' | 'registration:organization' | 'registration:builder' | 'sign_up';

export const privacyConsentMessages = {
  required: 'Please agree to the Privacy Policy to continue.',
} as const;
