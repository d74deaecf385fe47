import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-repository';
import {
  addLookupUse,
  listLookupEntries,
  writeLookupCreate,
  writeLookupDelete,
  writeLookupUpdate,
} from './lookups-repository';

// The admin's lookup writes on DynamoDB Local: each with its audit entry, and what a failed
// condition is answered as.

const entry = (id: number, action: string): AuditEntry => ({
  id: randomUUID(),
  at: new Date().toISOString(),
  actor_id: 1,
  actor_name: 'Admin',
  action,
  entity: 'lookup',
  entity_id: `tender_category:${id}`,
  summary: `${action} ${id}`,
  before: null,
  after: null,
});

const freshId = () => 300_000_000 + Math.floor(Math.random() * 100_000_000);
const stored = async (id: number) => (await listLookupEntries('tender_category')).find((found) => found.id === id);

describe('lookup writes (DynamoDB Local)', () => {
  it('creates an entry once: the same id again is a 409', async () => {
    const id = freshId();
    const at = new Date().toISOString();
    await writeLookupCreate('tender_category', { id, name: 'Roads' }, at, entry(id, 'lookup.create'));
    expect(await stored(id)).toMatchObject({ name: 'Roads', used: 0, retired: false });
    await expect(
      writeLookupCreate('tender_category', { id, name: 'Bridges' }, at, entry(id, 'lookup.create')),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await stored(id))?.name).toBe('Roads');
  });

  it('answers false for an update or delete of an entry gone, and for a delete of one in use', async () => {
    const id = freshId();
    const at = new Date().toISOString();
    expect(await writeLookupUpdate('tender_category', id, { name: 'X' }, at, entry(id, 'lookup.update'))).toBe(false);
    expect(await stored(id)).toBeUndefined();

    await writeLookupCreate('tender_category', { id, name: 'Roads' }, at, entry(id, 'lookup.create'));
    await addLookupUse('tender_category', id, 1);
    expect(await writeLookupDelete('tender_category', id, entry(id, 'lookup.delete'))).toBe(false);
    expect(await stored(id)).toMatchObject({ used: 1 });

    await addLookupUse('tender_category', id, -1);
    expect(await writeLookupUpdate('tender_category', id, { retired: true }, at, entry(id, 'lookup.update'))).toBe(
      true,
    );
    expect(await writeLookupDelete('tender_category', id, entry(id, 'lookup.delete'))).toBe(true);
    expect(await writeLookupDelete('tender_category', id, entry(id, 'lookup.delete'))).toBe(false);
  });
});
