// GET /admin/audit: who changed what and when, newest first; one record's history or every change.
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { withQuery } from '../../../components/admin/admin-api';

export const AUDIT_PATH = '/admin/audit';
export const AUDIT_ENTITIES = ['tender', 'registrant', 'settings', 'lookup', 'contact'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditFilter = {
  entity?: AuditEntity;
  /** The record's id (settings: basic; a lookup entry: kind:id). */
  id?: string;
  cursor?: string;
  limit?: number;
};

export function auditKey(filter: AuditFilter): string {
  return withQuery(AUDIT_PATH, { entity: filter.entity, id: filter.id, cursor: filter.cursor, limit: filter.limit });
}

export function useAudit(filter: AuditFilter | null) {
  return useSWR<AuditListAnswer, ApiError>(filter ? auditKey(filter) : null, (key: string) =>
    apiFetch<AuditListAnswer>(key),
  );
}
