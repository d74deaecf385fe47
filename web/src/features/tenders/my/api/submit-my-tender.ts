// POST /my/tenders/{id}/submit: a draft (or returned) tender goes to the consultancy for review.
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { myTenderKey } from './get-my-tender';

export function submitMyTender(id: number): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${myTenderKey(id)}/submit`, { method: 'POST' });
}
