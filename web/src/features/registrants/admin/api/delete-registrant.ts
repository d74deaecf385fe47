// DELETE /contractors/{id} (contractors and builders) or /organizations/{id}.
import type { MessageAnswer } from '../../../../components/admin/admin-api';
import { apiFetch } from '../../../../lib/api/client';
import type { RegistrantList } from './get-registrants';

export function deleteRegistrant(list: RegistrantList, id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`/${list}/${id}`, { method: 'DELETE' });
}
