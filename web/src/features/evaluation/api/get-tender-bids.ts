import type { TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderBidsKey } from './evaluation-keys';

/**
 * GET /tenders/{id}/bids: after the technical opening, the opened bids for the openers, the
 * evaluators, the tender's organisation and the Admin (403 to others, which is final: the app's
 * SWR settings try again only a transient failure).
 */
export function useTenderBids(tenderId: number) {
  return useSWR<TenderBidsAnswer, ApiError>(tenderBidsKey(tenderId), (key: string) => apiFetch<TenderBidsAnswer>(key));
}
