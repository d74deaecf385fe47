// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { auditFilterOf } from './audit-page';

describe('the audit page address', () => {
  it('an id needs its kind; the settings have one record', () => {
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
