import type { RepresentationAnswer, RepresentationBody } from '@tender/shared/schemas/opening';
import { apiFetch } from '../../../lib/api/client';

/** POST /bids/{id}/representation: the bidder's answer to a decision that its bid is not qualified. */
export function sendRepresentation(bidId: string, body: RepresentationBody): Promise<RepresentationAnswer> {
  return apiFetch<RepresentationAnswer>(`/bids/${encodeURIComponent(bidId)}/representation`, { method: 'POST', body });
}
