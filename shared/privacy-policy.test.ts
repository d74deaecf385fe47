import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_UPDATED, PRIVACY_POLICY_VERSION } from './privacy-policy';

describe('the privacy policy version as its page shows it', () => {
  it('is the version day written as a US English long date, as Intl would write it', () => {
    const byIntl = new Date(`${PRIVACY_POLICY_VERSION}T00:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(PRIVACY_POLICY_UPDATED).toBe(byIntl);
    expect(PRIVACY_POLICY_UPDATED).toBe('November 26, 2026');
  });
});
