// @vitest-environment jsdom
// The admin tender list's address and its status filter (moved from components/admin/admin-logic.test.tsx).
import { describe, expect, it } from 'vitest';
import { adminTendersKey } from './api/list-admin-tenders';
import { statusOf } from './components/tenders-page';

describe('admin tender list address', () => {
  it('leaves empty filters out, so a key names exactly the request', () => {
    expect(adminTendersKey({ status: 'cancelled', q: 'PPC/2026', cursor: 'abc' })).toBe(
      '/admin/tenders?status=cancelled&q=PPC%2F2026&cursor=abc&limit=20',
    );
    expect(statusOf('draft')).toBe('draft');
    expect(statusOf('nonsense')).toBe('active');
    expect(statusOf(null)).toBe('active');
  });
});
