import { lookupMessages as m } from '@tender/shared/admin-messages';
import {
  FIXED_DOCUMENT_TYPE_IDS,
  type AdminLookupChanged,
  type AdminLookupListAnswer,
  type CreateLookupBody,
  type UpdateLookupBody,
} from '@tender/shared/schemas/lookups-admin';
import type { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import { apiMessages } from '@tender/shared/messages';
import type { LookupKind } from '../../data/keys';
import {
  listLookupEntries,
  writeLookupCreate,
  writeLookupDelete,
  writeLookupUpdate,
  type AdminLookupEntry,
} from '../../data/lookups-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';

// Lookup lists: the admin adds, renames, retires and deletes entries. Tenders keep the
// name they were saved with; an entry a tender uses cannot be deleted (its count is checked in the
// delete itself), only renamed or retired (hidden from new selections, kept where chosen).

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function listAdminLookups(kind: LookupKind): Promise<AdminLookupListAnswer> {
  return { data: await listLookupEntries(kind) };
}

async function entryOr404(kind: LookupKind, id: number): Promise<{ entry: AdminLookupEntry; all: AdminLookupEntry[] }> {
  const all = await listLookupEntries(kind);
  const entry = all.find((candidate) => candidate.id === id);
  if (!entry) throw new NotFoundError(apiMessages.notFound);
  return { entry, all };
}

function assertNameFree(all: AdminLookupEntry[], name: string, except?: number): void {
  if (all.some((entry) => entry.id !== except && sameName(entry.name, name))) {
    throw new ConflictError(m.nameTaken, { errors: { name: [m.nameTaken] } });
  }
}

const entityId = (kind: LookupKind, id: number) => `${kind}:${id}`;

/** POST /admin/lookups/{kind}: a new entry with the next id of its list. */
export async function createLookup(
  kind: LookupKind,
  body: CreateLookupBody,
  caller: Caller,
  now: Date,
): Promise<AdminLookupChanged> {
  const all = await listLookupEntries(kind);
  assertNameFree(all, body.name);
  const actor = await actorOf(caller);
  const id = Math.max(0, ...all.map((entry) => entry.id)) + 1;
  const at = now.toISOString();
  const entry: AdminLookupEntry = { id, name: body.name, retired: false, used: 0, updated_at: at };
  // Two admins adding at once draw the same id: the second write fails its condition (409, try again).
  await writeLookupCreate(
    kind,
    { id, name: body.name },
    at,
    auditEntry(
      actor,
      {
        action: 'lookup.create',
        entity: 'lookup',
        entityId: entityId(kind, id),
        summary: `Added ${kind} ${id}: ${body.name}`,
        before: null,
        after: { id, name: body.name },
      },
      now,
    ),
  );
  return { error: false, message: m.created, data: entry };
}

/** PUT /admin/lookups/{kind}/{id}: rename or retire (or bring back) an entry. */
export async function updateLookup(
  kind: LookupKind,
  id: number,
  body: UpdateLookupBody,
  caller: Caller,
  now: Date,
): Promise<AdminLookupChanged> {
  const { entry, all } = await entryOr404(kind, id);
  if (body.name !== undefined) assertNameFree(all, body.name, id);
  const actor = await actorOf(caller);
  const at = now.toISOString();
  const updated: AdminLookupEntry = {
    ...entry,
    name: body.name ?? entry.name,
    retired: body.retired ?? entry.retired,
    updated_at: at,
  };
  const written = await writeLookupUpdate(
    kind,
    id,
    body,
    at,
    auditEntry(
      actor,
      {
        action: 'lookup.update',
        entity: 'lookup',
        entityId: entityId(kind, id),
        summary: `Changed ${kind} ${id}: ${updated.name}${updated.retired ? ' (retired)' : ''}`,
        before: { name: entry.name, retired: entry.retired },
        after: { name: updated.name, retired: updated.retired },
      },
      now,
    ),
  );
  if (!written) throw new NotFoundError(apiMessages.notFound);
  return { error: false, message: m.updated, data: updated };
}

/** DELETE /admin/lookups/{kind}/{id}: only an entry no tender uses (409 otherwise), never a fixed document type. */
export async function deleteLookup(
  kind: LookupKind,
  id: number,
  caller: Caller,
  now: Date,
): Promise<AdminMessageAnswer> {
  const { entry } = await entryOr404(kind, id);
  if (kind === 'document_type' && (FIXED_DOCUMENT_TYPE_IDS as readonly number[]).includes(id)) {
    throw new ConflictError(m.fixed);
  }
  if (entry.used > 0) throw new ConflictError(m.inUse(entry.used));
  const actor = await actorOf(caller);
  const deleted = await writeLookupDelete(
    kind,
    id,
    auditEntry(
      actor,
      {
        action: 'lookup.delete',
        entity: 'lookup',
        entityId: entityId(kind, id),
        summary: `Deleted ${kind} ${id}: ${entry.name}`,
        before: { id, name: entry.name, retired: entry.retired },
        after: null,
      },
      now,
    ),
  );
  if (!deleted) {
    // A tender started using it meanwhile (or it is gone): say which.
    const current = (await listLookupEntries(kind)).find((candidate) => candidate.id === id);
    if (!current) throw new NotFoundError(apiMessages.notFound);
    throw new ConflictError(m.inUse(Math.max(1, current.used)));
  }
  return { error: false, message: m.deleted };
}
