import { AuditListAnswer, AuditQuery } from '@tender/shared/schemas/audit';
import { defineRoute } from './route-contract';

export const listAdminAudit = defineRoute({
  method: 'GET',
  path: '/admin/audit',
  handler: 'audit/admin/list-audit',
  auth: 'admin',
  tag: 'Admin: audit',
  summary:
    "Who changed what and when, newest first: one record's history (entity tender, registrant, settings, lookup or contact, and id) or every change",
  query: AuditQuery,
  answers: { 200: AuditListAnswer },
  // The cursor is signed with a key derived from the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const adminAuditRoutes = [listAdminAudit] as const;
