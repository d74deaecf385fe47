// PUT /admin/contacts/{id}: the contact form's fields, with its rules and messages.
import type { AdminContactChanged, UpdateContactBody } from '@tender/shared/schemas/contacts-admin';
import { apiFetch } from '../../../../lib/api/client';
import { enquiryKey } from './get-enquiry';

export function updateEnquiry(id: number, body: UpdateContactBody): Promise<AdminContactChanged> {
  return apiFetch<AdminContactChanged>(enquiryKey(id), { method: 'PUT', body });
}
