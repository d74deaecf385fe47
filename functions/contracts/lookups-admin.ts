import {
  AdminLookupChanged,
  AdminLookupListAnswer,
  CreateLookupBody,
  LookupEntryParams,
  LookupKindParams,
  UpdateLookupBody,
} from '@tender/shared/schemas/lookups-admin';
import { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import { defineRoute } from './route-contract';

const tag = 'Admin: lookups';

export const listAdminLookups = defineRoute({
  method: 'GET',
  path: '/admin/lookups/{kind}',
  handler: 'lookups/admin/list-lookups',
  auth: 'admin',
  tag,
  summary: 'Every entry of a lookup list (retired ones too), with how many tenders use each',
  params: LookupKindParams,
  answers: { 200: AdminLookupListAnswer },
  access: { table: 'read' },
});

export const createAdminLookup = defineRoute({
  method: 'POST',
  path: '/admin/lookups/{kind}',
  handler: 'lookups/admin/create-lookup',
  auth: 'admin',
  tag,
  summary: 'Adds an entry to a lookup list (names are unique in a list)',
  params: LookupKindParams,
  body: CreateLookupBody,
  answers: { 201: AdminLookupChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'LOOKUP'] },
});

export const updateAdminLookup = defineRoute({
  method: 'PUT',
  path: '/admin/lookups/{kind}/{id}',
  handler: 'lookups/admin/update-lookup',
  auth: 'admin',
  tag,
  summary: 'Renames an entry, or retires it (hidden from new selections, kept where chosen) or brings it back',
  params: LookupEntryParams,
  body: UpdateLookupBody,
  answers: { 200: AdminLookupChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'LOOKUP'] },
});

export const deleteAdminLookup = defineRoute({
  method: 'DELETE',
  path: '/admin/lookups/{kind}/{id}',
  handler: 'lookups/admin/delete-lookup',
  auth: 'admin',
  tag,
  summary: 'Deletes an entry no tender uses (409 otherwise: rename or retire it instead)',
  params: LookupEntryParams,
  answers: { 200: AdminMessageAnswer },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'LOOKUP'] },
});

export const adminLookupRoutes = [listAdminLookups, createAdminLookup, updateAdminLookup, deleteAdminLookup] as const;
