import type { CorrigendumProposalChanged, RejectProposalBody } from '@tender/shared/schemas/corrigenda';
import { apiFetch } from '../../../lib/api/client';
import { approveProposalPath, rejectProposalPath } from './corrigendum-keys';

/** POST /admin/tenders/{id}/corrigendum_proposal/approve: published as the tender's next corrigendum. */
export function approveProposal(tenderId: number): Promise<CorrigendumProposalChanged> {
  return apiFetch<CorrigendumProposalChanged>(approveProposalPath(tenderId), { method: 'POST' });
}

/** POST /admin/tenders/{id}/corrigendum_proposal/reject: the remark is mailed to the organisation. */
export function rejectProposal(tenderId: number, body: RejectProposalBody): Promise<CorrigendumProposalChanged> {
  return apiFetch<CorrigendumProposalChanged>(rejectProposalPath(tenderId), { method: 'POST', body });
}
