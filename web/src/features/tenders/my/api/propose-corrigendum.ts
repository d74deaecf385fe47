// POST /my/tenders/{id}/corrigenda: the organisation's changed form and reason, for the consultancy's approval.
import type { CorrigendumProposalChanged, ProposeCorrigendumBody } from '@tender/shared/schemas/corrigenda';
import { apiFetch } from '../../../../lib/api/client';
import { myProposalsKey } from './get-my-proposals';

export function proposeCorrigendum(
  tenderId: number,
  body: ProposeCorrigendumBody,
): Promise<CorrigendumProposalChanged> {
  return apiFetch<CorrigendumProposalChanged>(myProposalsKey(tenderId), { method: 'POST', body });
}
