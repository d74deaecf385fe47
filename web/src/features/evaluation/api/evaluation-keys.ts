// The API paths the evaluators' page calls, also the SWR keys of its reads (apiFetch takes them as they are).

export const tenderBidsKey = (tenderId: number) => `/tenders/${tenderId}/bids`;
export const tenderOpeningKey = (tenderId: number) => `/tenders/${tenderId}/opening`;
export const evaluationPath = (bidId: string) => `/bids/${encodeURIComponent(bidId)}/evaluation`;
export const representationAnswerPath = (representationId: number) => `/representations/${representationId}/answer`;
export const bidDocumentLinkPath = (bidId: string, index: number) =>
  `/bids/${encodeURIComponent(bidId)}/documents/${index}/link`;
export const representationDocumentLinkPath = (representationId: number) =>
  `/representations/${representationId}/document/link`;
