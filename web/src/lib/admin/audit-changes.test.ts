import { describe, expect, it } from 'vitest';
import { auditChanges, formatAuditValue } from './audit-changes';

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
