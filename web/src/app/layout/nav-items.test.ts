import type { AccountUser } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { navEntries, type NavEntry } from './nav-items';

const user: AccountUser = {
  id: 1,
  name: 'Rahul Deshmukh',
  username: null,
  email: 'rahul@example.in',
  mobile: null,
  role: 'Contractor',
  email_verified_at: null,
  google2fa_enabled: false,
  must_change_password: false,
};

const labels = (entries: readonly NavEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'group' ? `${entry.label}: ${entry.items.map((i) => i.label).join(', ')}` : entry.label,
  );

describe('menu (SPEC.md §2)', () => {
  it('logged out ends with Login and Register', () => {
    expect(labels(navEntries(null)).slice(-2)).toEqual(['Login', 'Register: Quick Register, Vendor, Buyer, Builder']);
  });

  it('logged in ends with My Account instead', () => {
    expect(labels(navEntries({ ...user, role: 'Subscriber' })).slice(-1)).toEqual([
      'My Account: Dashboard, Followed Tenders, Saved Searches, My Info, Change Password',
    ]);
  });

  it('adds Company Profile for the roles that keep one', () => {
    expect(labels(navEntries({ ...user, role: 'Organization' })).slice(-1)).toEqual([
      'My Account: Dashboard, Company Profile, My Tenders, Followed Tenders, Saved Searches, My Info, Change Password',
    ]);
    // An organisation also has My Tenders, a contractor My Bids.
    expect(labels(navEntries({ ...user, role: 'Contractor' })).slice(-1)).toEqual([
      'My Account: Dashboard, Company Profile, My Bids, Followed Tenders, Saved Searches, My Info, Change Password',
    ]);
    // A builder keeps the company profile it registered.
    expect(labels(navEntries({ ...user, role: 'Builder' })).slice(-1)).toEqual([
      'My Account: Dashboard, Company Profile, Followed Tenders, Saved Searches, My Info, Change Password',
    ]);
  });

  it('adds the Admin Control Panel for Admins only', () => {
    expect(labels(navEntries({ ...user, role: 'Admin' })).slice(-1)).toEqual([
      'My Account: Dashboard, My Info, Change Password, Admin Control Panel',
    ]);
  });
});
