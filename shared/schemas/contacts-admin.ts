// The admin area's contact enquiries: SPEC.md §2's contact list table (subject, name, email, phone,
// message; show, edit, delete; 10 per page, newest id first). zod/mini (./mini.ts).
import { CONTACT_TABLE_PER_PAGE } from '../constants';
import { adminCursor, adminLimit, pageOf } from './admin-common';
import { positiveId } from './common';
import { ContactBody } from './contacts';
import * as z from './mini';

export { CONTACT_TABLE_PER_PAGE };

export const AdminContact = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.nullable(z.string()),
});
export type AdminContact = z.infer<typeof AdminContact>;

/** 10 per page unless `limit` says otherwise. */
export const AdminContactListQuery = z.strictObject({ limit: adminLimit(), cursor: adminCursor() });
export type AdminContactListQuery = z.infer<typeof AdminContactListQuery>;

export const AdminContactListAnswer = pageOf(AdminContact);
export type AdminContactListAnswer = z.infer<typeof AdminContactListAnswer>;

export const AdminContactAnswer = z.object({ data: AdminContact });
export type AdminContactAnswer = z.infer<typeof AdminContactAnswer>;

export const AdminContactChanged = z.object({ error: z.literal(false), message: z.string(), data: AdminContact });
export type AdminContactChanged = z.infer<typeof AdminContactChanged>;

/** PUT /admin/contacts/{id}: the same fields and messages as the public contact form. */
export const UpdateContactBody = ContactBody;
export type UpdateContactBody = z.infer<typeof UpdateContactBody>;

export const ContactIdParams = z.object({ id: positiveId() });
