import {
  AdminContactAnswer,
  AdminContactChanged,
  AdminContactListAnswer,
  AdminContactListQuery,
  ContactIdParams,
  UpdateContactBody,
} from '@tender/shared/schemas/contacts-admin';
import { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import { cursorRule } from './business-rules';
import { defineRoute } from './route-contract';

const tag = 'Admin: contact enquiries';

export const listAdminContacts = defineRoute({
  method: 'GET',
  path: '/admin/contacts',
  businessRules: [cursorRule],
  handler: 'contacts/admin/list-contacts',
  auth: 'admin',
  tag,
  summary: 'Contact enquiries, newest first, 10 per page (SPEC contact list table)',
  query: AdminContactListQuery,
  answers: { 200: AdminContactListAnswer },
  // The cursor is signed with a key derived from the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const getAdminContact = defineRoute({
  method: 'GET',
  path: '/admin/contacts/{id}',
  handler: 'contacts/admin/get-contact',
  auth: 'admin',
  tag,
  summary: 'One contact enquiry',
  params: ContactIdParams,
  answers: { 200: AdminContactAnswer },
  access: { table: 'read' },
});

export const updateAdminContact = defineRoute({
  method: 'PUT',
  path: '/admin/contacts/{id}',
  handler: 'contacts/admin/update-contact',
  auth: 'admin',
  tag,
  summary: 'Edits a contact enquiry (the contact form fields and messages)',
  params: ContactIdParams,
  body: UpdateContactBody,
  answers: { 200: AdminContactChanged },
  access: { table: 'write', writes: ['AUDIT', 'CONTACT'] },
});

export const deleteAdminContact = defineRoute({
  method: 'DELETE',
  path: '/admin/contacts/{id}',
  handler: 'contacts/admin/delete-contact',
  auth: 'admin',
  tag,
  summary: 'Deletes a contact enquiry',
  params: ContactIdParams,
  answers: { 200: AdminMessageAnswer },
  access: { table: 'write', writes: ['AUDIT', 'CONTACT'] },
});

export const adminContactRoutes = [listAdminContacts, getAdminContact, updateAdminContact, deleteAdminContact] as const;
