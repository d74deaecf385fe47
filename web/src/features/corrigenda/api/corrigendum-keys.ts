// The API paths of corrigenda, also the SWR keys of the reads.

export const tenderCorrigendaKey = (tenderId: number) => `/tenders/${tenderId}/corrigenda`;
export const PENDING_PROPOSALS_KEY = '/admin/corrigendum_proposals';
export const approveProposalPath = (tenderId: number) => `/admin/tenders/${tenderId}/corrigendum_proposal/approve`;
export const rejectProposalPath = (tenderId: number) => `/admin/tenders/${tenderId}/corrigendum_proposal/reject`;
