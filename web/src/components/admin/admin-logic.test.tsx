// @vitest-environment jsdom
// The admin screens' own logic: list addresses and their filters, cursor paging, the audit's
// before/after, the read-only profile's words, payment amounts.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from '../../features/audit/admin/audit-changes';
import { auditFilterOf } from '../../features/audit/admin/audit-page';
import { formatAmount } from '../../features/payments/admin/payments-page';
import { failureText, listOfKind, registrantsKey } from '../../features/registrants/admin/api';
import { labelOf, plainText, shownEntries } from '../../features/registrants/admin/profile-values';
import { registrantFilterOf } from '../../features/registrants/admin/registrants-page';
import { adminTendersKey } from '../../features/tenders/admin/api';
import { statusOf } from '../../features/tenders/admin/components/tenders-page';
import { withQuery } from './admin-api';
import { useCursorPages } from './use-cursor-pages';

describe('list addresses', () => {
  it('leave empty filters out, so a key names exactly the request', () => {
    expect(withQuery('/admin/tenders', { status: 'draft', q: '', category: undefined, limit: 20 })).toBe(
      '/admin/tenders?status=draft&limit=20',
    );
    expect(adminTendersKey({ status: 'cancelled', q: 'PPC/2026', cursor: 'abc' })).toBe(
      '/admin/tenders?status=cancelled&q=PPC%2F2026&cursor=abc&limit=20',
    );
    expect(statusOf('draft')).toBe('draft');
    expect(statusOf('nonsense')).toBe('active');
    expect(statusOf(null)).toBe('active');
  });

  it("registrants: SPEC's own paths, the role only on the contractors' list, SPEC's failure texts", () => {
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

  it('audit: an id needs its kind; the settings have one record', () => {
    expect(auditFilterOf(new URLSearchParams('id=5'))).toEqual({});
    expect(auditFilterOf(new URLSearchParams('entity=tender&id=5'))).toEqual({ entity: 'tender', id: '5' });
    expect(auditFilterOf(new URLSearchParams('entity=tender&id=x'))).toEqual({ entity: 'tender' });
    expect(auditFilterOf(new URLSearchParams('entity=settings'))).toEqual({ entity: 'settings', id: 'basic' });
    expect(auditFilterOf(new URLSearchParams('entity=lookup&id=work_type:2'))).toEqual({
      entity: 'lookup',
      id: 'work_type:2',
    });
  });
});

describe('cursor paging', () => {
  it('goes forward by next_cursor, back through the cursors seen, and starts again when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1 });
    act(() => result.current.next('c2'));
    act(() => result.current.next('c3'));
    expect(result.current).toMatchObject({ cursor: 'c3', page: 3 });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c2', page: 2 });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1 });
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
  });
});

describe('audit entries', () => {
  it('show the fields that changed, before and after', () => {
    expect(
      auditChanges({
        before: { status: 'active', project_name: 'A', tags: [1] },
        after: { status: 'cancelled', project_name: 'A', cancel_reason: 'Scope', tags: [1] },
      }),
    ).toEqual([
      { field: 'status', before: 'active', after: 'cancelled' },
      { field: 'cancel_reason', before: undefined, after: 'Scope' },
    ]);
    expect(auditChanges({ before: null, after: { name: 'New' } })).toEqual([
      { field: 'name', before: undefined, after: 'New' },
    ]);
    expect(formatAuditValue(null)).toBe('(none)');
    expect(formatAuditValue(false)).toBe('no');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('the read-only profile and payments', () => {
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

  it('shows amounts in rupees with Indian grouping', () => {
    expect(formatAmount({ amount: 123456, currency: 'INR' })).toBe('₹1,23,456.00');
    expect(formatAmount({ amount: 5, currency: 'USD' })).toBe('5 USD');
  });
});
