// GET /admin/audit: who changed what and when, newest first; one record's history or every change.
// Shared: the audit page lists it, and every admin record's page shows its own trail.
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import useSWR from 'swr';
import { withQuery } from '../../components/admin/admin-api';
import { AUDIT_PATH } from '../../config/paths';
import type { ApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

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

export const fetchAudit = (key: string) => apiFetch<AuditListAnswer>(key);

export function useAudit(filter: AuditFilter | null) {
  return useSWR<AuditListAnswer, ApiError>(filter ? auditKey(filter) : null, fetchAudit);
}
