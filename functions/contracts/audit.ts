import { AuditListAnswer, AuditQuery } from '@tender/shared/schemas/audit';
import { cursorRule } from './business-rules';
import { defineRoute } from './route-contract';

export const listAdminAudit = defineRoute({
  method: 'GET',
  path: '/admin/audit',
  businessRules: [
    cursorRule,
    { field: 'query.entity', rule: 'given whenever id is' },
    {
      field: 'query.id',
      rule: "given with every entity but settings, in the entity's form: 'basic' (settings), '<kind>:<id>' (lookup), the record's number otherwise",
    },
  ],
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
