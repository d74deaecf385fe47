// POST /admin/registrants/{id}/review: approve or reject, with a remark.
import type { RegistrantChanged } from '@tender/shared/schemas/registrants';
import { apiFetch } from '../../../../lib/api/client';
import { registrantKey } from './get-registrant';

export type ReviewDecision = 'approve' | 'reject';

export function reviewRegistrant(id: number, decision: ReviewDecision, remark: string): Promise<RegistrantChanged> {
  return apiFetch<RegistrantChanged>(`${registrantKey(id)}/review`, { method: 'POST', body: { decision, remark } });
}
