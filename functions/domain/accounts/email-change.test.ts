import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../data/users-repository';
import { emailChange } from './email-change';

const now = new Date('2026-11-26T10:00:00.000Z');
const user = (changes: Partial<UserRecord> = {}): UserRecord => ({
  id: 7,
  name: 'Asha',
  username: null,
  email: 'asha@example.com',
  mobile: '9822012345',
  role: 'Contractor',
  password_hash: 'hash',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  google2fa_enabled: false,
  google2fa_secret: null,
  google2fa_pending_secret: null,
  must_change_password: false,
  password_expires_at: null,
  password_changed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('emailChange', () => {
  it('leaves a new address unverified, remembering the verified one it replaces', () => {
    expect(emailChange(user(), 'New@Example.com', now, 'admin')).toEqual({
      email: 'new@example.com',
      email_verified_at: null,
      verified_emails: ['asha@example.com'],
      email_set_by_admin: true,
    });
    expect(emailChange(user(), 'new@example.com', now, 'owner').email_set_by_admin).toBe(false);
  });

  it('verifies again an address the account held while verified (the usual undo)', () => {
    const moved = user({ email: 'new@example.com', email_verified_at: null, verified_emails: ['asha@example.com'] });
    expect(emailChange(moved, 'asha@example.com', now, 'admin')).toEqual({
      email: 'asha@example.com',
      email_verified_at: now.toISOString(),
      verified_emails: ['asha@example.com'],
      email_set_by_admin: false,
    });
  });

  it('does not remember an address that was never verified, and keeps the newest ten', () => {
    const unverified = user({ email_verified_at: null });
    expect(emailChange(unverified, 'b@example.com', now, 'owner').verified_emails).toEqual([]);
    const many = Array.from({ length: 10 }, (_, index) => `old${index}@example.com`);
    const changed = emailChange(user({ verified_emails: many }), 'c@example.com', now, 'owner');
    expect(changed.verified_emails).toHaveLength(10);
    expect(changed.verified_emails.at(-1)).toBe('asha@example.com');
    expect(changed.verified_emails).not.toContain('old0@example.com');
  });
});
