// POST /admin/tenders/{id}/emd_release: the winner's EMD, held since the award, is refunded.
import type { EmdReleaseAnswer } from '@tender/shared/schemas/refunds';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function releaseEmd(tenderId: number, contractorId: number): Promise<EmdReleaseAnswer> {
  return apiFetch<EmdReleaseAnswer>(`${adminTenderKey(tenderId)}/emd_release`, {
    method: 'POST',
    body: { contractor_id: contractorId },
  });
}
