import { beforeAll, describe, expect, it } from 'vitest';
import { adminContactMessages } from '@tender/shared/admin-messages';
import { contactMessages } from '@tender/shared/messages';
import type {
  AdminContactAnswer,
  AdminContactChanged,
  AdminContactListAnswer,
} from '@tender/shared/schemas/contacts-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import { call, type ErrorBody } from '../support/api-call';
import { tokenOf } from './admin-support';

// Contact enquiries: SPEC's contact list table, 10 per page, newest id first; show, edit,
// delete, each change audited.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const enquiry = (n: number, tag: string) => ({
  name: `Enquirer ${n}`,
  email: `enquirer${n}@example.com`,
  subject: `${tag} ${n}`,
  phone: '9876543210',
  message: `Message ${n}`,
});

/** Sends an enquiry through the public form (each from its own viewer address). */
async function send(n: number, tag: string): Promise<number> {
  const { status, body } = await call<ContactCreated>('POST', '/contacts', { body: enquiry(n, tag) });
  expect(status).toBe(201);
  return body.data.id;
}

const page = (query = '') => call<AdminContactListAnswer>('GET', `/admin/contacts${query}`, { token: admin });

describe('admin contact enquiries', () => {
  it('lists 10 per page, newest id first, and pages on without repeating or skipping', async () => {
    const tag = `Paging ${Math.random().toString(36).slice(2, 8)}`;
    const ids: number[] = [];
    for (let n = 1; n <= 12; n += 1) ids.push(await send(n, tag));

    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await page(`?cursor=${encodeURIComponent(first.body.next_cursor!)}`);
    const seen = [...first.body.data, ...second.body.data].map((row) => row.id);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    // Ours are the newest (other tests may add theirs in between): in id order, newest first.
    const ours = [...first.body.data, ...second.body.data].filter((row) => row.subject.startsWith(tag));
    expect(ours.map((row) => row.id)).toEqual([...ids].reverse().filter((id) => seen.includes(id)));
    expect(ours[0]).toMatchObject({ ...enquiry(12, tag), updated_at: null });
  });

  it('shows, edits (with the contact form messages) and deletes one enquiry, auditing each change', async () => {
    const id = await send(1, 'Edit me');
    const shown = await call<AdminContactAnswer>('GET', `/admin/contacts/${id}`, { token: admin });
    expect(shown.body.data).toMatchObject({ id, ...enquiry(1, 'Edit me') });

    const bad = await call<ErrorBody>('PUT', `/admin/contacts/${id}`, {
      token: admin,
      body: { ...enquiry(1, 'Edit me'), phone: '12345' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.phone).toEqual([contactMessages.phoneTooShort]);

    const edited = await call<AdminContactChanged>('PUT', `/admin/contacts/${id}`, {
      token: admin,
      body: { ...enquiry(1, 'Edit me'), subject: 'Edited subject' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ subject: 'Edited subject', updated_at: expect.any(String) });

    const deleted = await call<ErrorBody>('DELETE', `/admin/contacts/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(adminContactMessages.deleted);
    expect((await call('GET', `/admin/contacts/${id}`, { token: admin })).status).toBe(404);
    expect((await call('DELETE', `/admin/contacts/${id}`, { token: admin })).status).toBe(404);

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=contact&id=${id}`, { token: admin });
    expect(audit.body.data.map((entry) => entry.action)).toEqual(['contact.delete', 'contact.update']);
    expect(audit.body.data[1]).toMatchObject({
      before: { subject: 'Edit me 1' },
      after: { subject: 'Edited subject' },
    });
    expect(audit.body.data[0]?.after).toBeNull();
  });
});
