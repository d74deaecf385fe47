import { randomUUID } from 'node:crypto';
import type { AuditEntity, AuditEntry } from '../../data/audit-repository';
import { getUser } from '../../data/users-repository';
import type { Caller } from '../market/caller';

/** Who makes an admin change, as the audit trail names them. */
export type Actor = { id: number; name: string };

/** The admin behind a request, with the name their account has now. */
export async function actorOf(caller: Pick<Caller, 'userId'>): Promise<Actor> {
  const user = await getUser(caller.userId);
  return { id: caller.userId, name: user?.name ?? `User ${caller.userId}` };
}

/** One audit entry of a change made now. */
export function auditEntry(
  actor: Actor,
  change: {
    action: string;
    entity: AuditEntity;
    entityId: string | number;
    summary: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
  now: Date,
): AuditEntry {
  return {
    id: randomUUID(),
    at: now.toISOString(),
    actor_id: actor.id,
    actor_name: actor.name,
    action: change.action,
    entity: change.entity,
    entity_id: String(change.entityId),
    summary: change.summary,
    before: change.before,
    after: change.after,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a record, as they were and as they became (only
 * those, so an entry stays small); `ignore` leaves out bookkeeping (version, updated_at).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['version', 'updated_at'],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.includes(field) || same(before[field], after[field])) continue;
    was[field] = before[field] ?? null;
    now[field] = after[field] ?? null;
  }
  return { before: was, after: now };
}
