// The admin area's audit trail: who changed what, when, before and after. zod/mini (./mini.ts).
import { adminListMessages as m } from '../admin-messages';
import { adminCursor, adminLimit, pageOf } from './admin-common';
import * as z from './mini';

export const AUDIT_ENTITY_NAMES = ['tender', 'registrant', 'settings', 'lookup', 'contact'] as const;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.number(),
  actor_name: z.string(),
  /** e.g. tender.create, tender.publish, tender.cancel, tender.retender, settings.update, registrant.delete. */
  action: z.string(),
  entity: z.enum(AUDIT_ENTITY_NAMES),
  entity_id: z.string(),
  summary: z.string(),
  /** The changed fields as they were (null: the record was created). */
  before: z.nullable(z.record(z.string(), z.unknown())),
  /** The changed fields as they became (null: the record was deleted). */
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * GET /admin/audit: one record's history (entity and id; the settings' id is 'basic', a lookup
 * entry's '<kind>:<id>'), or without them every change, newest first.
 */
export const AuditQuery = z
  .strictObject({
    entity: z.optional(z.enum(AUDIT_ENTITY_NAMES, { error: m.entity })),
    id: z.optional(
      z
        .string({ error: m.entityId })
        .check(
          z.regex(
            /^(?:[1-9]\d{0,15}|basic|(?:tender_category|work_type|document_type|material):[1-9]\d{0,15})$/,
            m.entityId,
          ),
        ),
    ),
    limit: adminLimit(),
    cursor: adminCursor(),
  })
  .check(
    z.refine((query) => query.id === undefined || query.entity !== undefined, { message: m.entity, path: ['entity'] }),
    z.refine((query) => query.entity === undefined || query.entity === 'settings' || query.id !== undefined, {
      message: m.entityId,
      path: ['id'],
    }),
  );
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditListAnswer = pageOf(AuditEntry);
export type AuditListAnswer = z.infer<typeof AuditListAnswer>;
