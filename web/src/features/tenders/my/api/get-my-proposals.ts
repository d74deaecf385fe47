// GET /my/tenders/{id}/corrigenda: the organisation's proposed corrigenda of its tender, newest first.
import type { CorrigendumProposalsAnswer } from '@tender/shared/schemas/corrigenda';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const myProposalsKey = (tenderId: number) => `/my/tenders/${tenderId}/corrigenda`;

export function useMyProposals(tenderId: number) {
  return useSWR<CorrigendumProposalsAnswer, ApiError>(myProposalsKey(tenderId), (key: string) =>
    apiFetch<CorrigendumProposalsAnswer>(key),
  );
}
