// POST /admin/tenders/{id}/return: a tender in review goes back to its organisation with a remark (mailed).
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function returnTender(id: number, remark: string): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${adminTenderKey(id)}/return`, { method: 'POST', body: { remark } });
}
