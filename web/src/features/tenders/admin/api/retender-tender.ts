// POST /admin/tenders/{id}/retender: a new active tender from an active, cancelled or unsuccessful one, both linked.
import type { RetenderAnswer, RetenderBody } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function retenderTender(id: number, body: RetenderBody): Promise<RetenderAnswer> {
  return apiFetch<RetenderAnswer>(`${adminTenderKey(id)}/retender`, { method: 'POST', body });
}
