// PUT /my/tenders/{id}: the whole form of the organisation's draft (a returned one too) at the version read.
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { UpdateMyTenderBody } from '@tender/shared/schemas/tenders-organization';
import { apiFetch } from '../../../../lib/api/client';
import { myTenderKey } from './get-my-tender';

export function updateMyTender(id: number, body: UpdateMyTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(myTenderKey(id), { method: 'PUT', body });
}
