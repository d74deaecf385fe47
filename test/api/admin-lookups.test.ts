import { beforeAll, describe, expect, it } from 'vitest';
import { lookupMessages, tenderFieldMessages } from '@tender/shared/admin-messages';
import type { AdminLookupChanged, AdminLookupListAnswer } from '@tender/shared/schemas/lookups-admin';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { LookupAnswer } from '@tender/shared/schemas/settings';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm, tokenOf } from './admin-support';

// Lookups: editable without breaking the tenders that use them. An entry in use cannot be
// deleted (409), only renamed or retired: retired entries leave the public lists and new choices,
// and tenders that chose one keep it.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

async function addCategory(name: string) {
  const { status, body } = await call<AdminLookupChanged & ErrorBody>('POST', '/admin/lookups/tender_category', {
    token: admin,
    body: { name },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const entries = async (kind: string) =>
  (await call<AdminLookupListAnswer>('GET', `/admin/lookups/${kind}`, { token: admin })).body.data;

const publicCategories = async () => (await call<LookupAnswer>('GET', '/tender_category_list')).body.data;

describe('admin lookups', () => {
  it('lists every entry with how many tenders use it (the seed tenders count)', async () => {
    const workTypes = await entries('work_type');
    expect(workTypes.find((entry) => entry.id === 2)).toMatchObject({ name: 'RCC Work', retired: false });
    expect(workTypes.find((entry) => entry.id === 2)?.used).toBeGreaterThan(0);
    const categories = await entries('tender_category');
    expect(categories.find((entry) => entry.id === 1)?.used).toBeGreaterThan(0);
  });

  it('adds an entry the public list shows at once; a name already in the list is 409', async () => {
    const name = unique('Category');
    const entry = await addCategory(name);
    expect(entry).toMatchObject({ name, retired: false, used: 0 });
    expect((await publicCategories())[String(entry.id)]).toBe(name);
    const again = await call<ErrorBody>('POST', '/admin/lookups/tender_category', {
      token: admin,
      body: { name: name.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.name).toEqual([lookupMessages.nameTaken]);
  });

  it('refuses to delete an entry a tender uses; retired, it leaves new choices while the tender keeps it', async () => {
    const category = await addCategory(unique('In use'));
    const created = await call<AdminTenderChanged>('POST', '/admin/tenders', {
      token: admin,
      body: tenderForm({ tender_category_id: category.id }),
    });
    expect(created.status).toBe(201);
    const tender = created.body.data;
    expect((await entries('tender_category')).find((entry) => entry.id === category.id)?.used).toBe(1);

    const refused = await call<ErrorBody>('DELETE', `/admin/lookups/tender_category/${category.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(lookupMessages.inUse(1));

    const retired = await call<AdminLookupChanged>('PUT', `/admin/lookups/tender_category/${category.id}`, {
      token: admin,
      body: { retired: true },
    });
    expect(retired.status).toBe(200);
    expect(retired.body.data.retired).toBe(true);
    expect((await publicCategories())[String(category.id)]).toBeUndefined();

    const newChoice = await call<ErrorBody>('POST', '/admin/tenders', {
      token: admin,
      body: tenderForm({ tender_category_id: category.id }),
    });
    expect(newChoice.status).toBe(400);
    expect(newChoice.body.errors?.tender_category_id).toEqual([tenderFieldMessages.lookupRetired]);

    // The tender that chose it is still edited with it, and keeps its name.
    const edited = await call<AdminTenderChanged>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ tender_category_id: category.id, location: 'Hadapsar, Pune' }), version: tender.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.tender_category_name).toBe(category.name);
    expect((await entries('tender_category')).find((entry) => entry.id === category.id)?.used).toBe(1);

    // Renamed: the list shows the new name, the tender keeps the name it was saved with.
    const renamed = await call<AdminLookupChanged>('PUT', `/admin/lookups/tender_category/${category.id}`, {
      token: admin,
      body: { name: `${category.name} (old)` },
    });
    expect(renamed.body.data).toMatchObject({ name: `${category.name} (old)`, retired: true });
    const stored = await call<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(stored.body.data.tender_category_name).toBe(category.name);

    // Moving the tender to another category frees the entry: now it can go.
    await call('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ tender_category_id: 1 }), version: edited.body.data.version },
    });
    expect((await entries('tender_category')).find((entry) => entry.id === category.id)?.used).toBe(0);
    const deleted = await call('DELETE', `/admin/lookups/tender_category/${category.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await entries('tender_category')).some((entry) => entry.id === category.id)).toBe(false);

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=lookup&id=tender_category:${category.id}`, {
      token: admin,
    });
    expect(audit.body.data.map((entry) => entry.action)).toEqual([
      'lookup.delete',
      'lookup.update',
      'lookup.update',
      'lookup.create',
    ]);
  });

  it('never deletes a seeded category that tenders use, nor the four registration document types', async () => {
    const works = await call<ErrorBody>('DELETE', '/admin/lookups/tender_category/1', { token: admin });
    expect(works.status).toBe(409);
    const pan = await call<ErrorBody>('DELETE', '/admin/lookups/document_type/1', { token: admin });
    expect(pan.status).toBe(409);
    expect(pan.body.message).toBe(lookupMessages.fixed);
    expect((await entries('document_type')).find((entry) => entry.id === 1)?.name).toBe('PAN');
  });

  it('answers 404 for an entry that is not there and 400 for an unknown list', async () => {
    expect((await call('PUT', '/admin/lookups/material/987654', { token: admin, body: { name: 'X' } })).status).toBe(
      404,
    );
    expect((await call('GET', '/admin/lookups/colours', { token: admin })).status).toBe(400);
    const empty = await call<ErrorBody>('PUT', '/admin/lookups/material/1', { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.name).toEqual([lookupMessages.nothingToChange]);
  });
});
