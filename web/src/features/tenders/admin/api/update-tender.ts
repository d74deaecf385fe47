// PUT /admin/tenders/{id}: an edit of a draft or active tender at the version read.
import type { AdminTenderChanged, UpdateTenderBody } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function updateTender(id: number, body: UpdateTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(adminTenderKey(id), { method: 'PUT', body });
}
