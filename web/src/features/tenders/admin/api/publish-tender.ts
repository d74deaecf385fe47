// POST /admin/tenders/{id}/publish: a draft becomes active and public.
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function publishTender(id: number): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${adminTenderKey(id)}/publish`, { method: 'POST' });
}
