// @vitest-environment jsdom
// The registrant screens' own logic: list addresses and filters, SPEC's failure texts, the read-only
// profile's words.
import { describe, expect, it } from 'vitest';
import { registrantsKey } from './api/get-registrants';
import { labelOf, plainText, shownEntries } from './profile-values';
import { failureText, listOfKind } from './registrant-lists';
import { registrantFilterOf } from './registrants-page';

describe('registrant lists', () => {
  it("SPEC's own paths, the role only on the contractors' list, SPEC's failure texts", () => {
    expect(registrantsKey({ list: 'contractors', role: 'Builder', paid: 'true' })).toBe(
      '/contractors?role=Builder&paid=true&limit=20',
    );
    expect(registrantsKey({ list: 'organizations', role: 'Builder', q: 'pune' })).toBe(
      '/organizations?q=pune&limit=20',
    );
    const filter = registrantFilterOf(
      new URLSearchParams('list=organizations&verified=maybe&status=approved&role=Builder'),
    );
    expect(filter).toEqual({
      list: 'organizations',
      q: undefined,
      verified: undefined,
      paid: undefined,
      status: 'approved',
      role: undefined,
    });
    expect(listOfKind('builder')).toBe('contractors');
    expect(listOfKind('organization')).toBe('organizations');
    expect(failureText('contractors', 'fetch')).toBe('Failed to fetch contractor');
    expect(failureText('contractors', 'delete')).toBe('Failed to delete contractor');
    expect(failureText('organizations', 'fetch')).toBe('Failed to fetch organization');
    expect(failureText('organizations', 'delete')).toBe('Failed to delete organization');
  });
});

describe('the read-only profile', () => {
  it('names fields in words and hides storage keys', () => {
    expect(labelOf('company_landline_no')).toBe('Company landline no.');
    expect(labelOf('ifsc_code')).toBe('IFSC code');
    expect(labelOf('director_dob')).toBe('Director date of birth');
    expect(
      shownEntries({ key: 'files/1/x.pdf', file_name: 'x.pdf', url: 'https://s3/x', url_expires_at: 'z' }),
    ).toEqual([
      ['file_name', 'x.pdf'],
      ['url', 'https://s3/x'],
    ]);
    expect(plainText(null)).toBe('—');
    expect(plainText(true)).toBe('Yes');
    expect(plainText([1, 2])).toBe('1, 2');
  });
});
