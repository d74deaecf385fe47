// POST /admin/tenders/{id}/cancel: an active tender is cancelled, with a reason.
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function cancelTender(id: number, reason: string): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${adminTenderKey(id)}/cancel`, { method: 'POST', body: { reason } });
}
