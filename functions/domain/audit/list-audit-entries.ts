import type { AuditListAnswer, AuditQuery } from '@tender/shared/schemas/audit';
import { listAudit } from '../../data/audit-repository';

const AUDIT_DEFAULT_LIMIT = 20;

/** GET /admin/audit: one record's history (the settings' id defaults to basic), or every change; newest first. */
export async function listAuditEntries(query: AuditQuery): Promise<AuditListAnswer> {
  const entityId = query.entity === 'settings' ? (query.id ?? 'basic') : query.id;
  const page = await listAudit({
    entity: query.entity,
    entityId,
    limit: query.limit ?? AUDIT_DEFAULT_LIMIT,
    cursor: query.cursor,
  });
  return { data: page.items, next_cursor: page.cursor };
}
