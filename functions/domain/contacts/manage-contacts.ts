import { adminContactMessages as m } from '@tender/shared/admin-messages';
import type {
  AdminContact,
  AdminContactAnswer,
  AdminContactChanged,
  AdminContactListAnswer,
  AdminContactListQuery,
  UpdateContactBody,
} from '@tender/shared/schemas/contacts-admin';
import type { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import { CONTACT_TABLE_PER_PAGE } from '@tender/shared/constants';
import {
  getContact,
  listContacts,
  writeContactDelete,
  writeContactUpdate,
  type StoredContact,
} from '../../data/contacts-repository';
import { NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry, changedFields } from '../audit/audit-entry';

// Contact enquiries (SPEC.md §2 contact list table): 10 per page newest first; show, edit, delete.

function toAdminContact(stored: StoredContact): AdminContact {
  return {
    id: stored.id,
    name: stored.name,
    email: stored.email,
    subject: stored.subject,
    phone: stored.phone,
    message: stored.message,
    created_at: stored.created_at,
    updated_at: stored.updated_at ?? null,
  };
}

export async function listAdminContacts(query: AdminContactListQuery): Promise<AdminContactListAnswer> {
  const page = await listContacts({ limit: query.limit ?? CONTACT_TABLE_PER_PAGE, cursor: query.cursor });
  return { data: page.items.map(toAdminContact), next_cursor: page.cursor };
}

async function contactOr404(id: number): Promise<StoredContact> {
  const stored = await getContact(id);
  if (!stored) throw new NotFoundError(m.notFound);
  return stored;
}

export async function getAdminContact(id: number): Promise<AdminContactAnswer> {
  return { data: toAdminContact(await contactOr404(id)) };
}

const fieldsOf = ({ name, email, subject, phone, message }: StoredContact | UpdateContactBody) => ({
  name,
  email,
  subject,
  phone,
  message,
});

export async function updateContact(
  id: number,
  body: UpdateContactBody,
  caller: Caller,
  now: Date,
): Promise<AdminContactChanged> {
  const stored = await contactOr404(id);
  const actor = await actorOf(caller);
  const at = now.toISOString();
  const diff = changedFields(fieldsOf(stored), fieldsOf(body));
  const written = await writeContactUpdate(
    id,
    fieldsOf(body),
    at,
    auditEntry(
      actor,
      {
        action: 'contact.update',
        entity: 'contact',
        entityId: id,
        summary: `Edited enquiry ${id}: ${Object.keys(diff.after).join(', ') || 'no field changed'}`,
        ...diff,
      },
      now,
    ),
  );
  if (!written) throw new NotFoundError(m.notFound);
  return { error: false, message: m.updated, data: toAdminContact({ ...stored, ...fieldsOf(body), updated_at: at }) };
}

export async function deleteContact(id: number, caller: Caller, now: Date): Promise<AdminMessageAnswer> {
  const stored = await contactOr404(id);
  const actor = await actorOf(caller);
  const deleted = await writeContactDelete(
    id,
    auditEntry(
      actor,
      {
        action: 'contact.delete',
        entity: 'contact',
        entityId: id,
        summary: `Deleted enquiry ${id} from ${stored.name}: ${stored.subject}`,
        before: toAdminContact(stored),
        after: null,
      },
      now,
    ),
  );
  if (!deleted) throw new NotFoundError(m.notFound);
  return { error: false, message: m.deleted };
}
