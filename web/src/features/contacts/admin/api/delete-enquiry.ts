// DELETE /admin/contacts/{id}.
import type { MessageAnswer } from '../../../../components/admin/admin-api';
import { apiFetch } from '../../../../lib/api/client';
import { enquiryKey } from './get-enquiry';

export function deleteEnquiry(id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(enquiryKey(id), { method: 'DELETE' });
}
