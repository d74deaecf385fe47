import type { CorrigendumProposalsAnswer } from '@tender/shared/schemas/corrigenda';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { PENDING_PROPOSALS_KEY } from './corrigendum-keys';

/** GET /admin/corrigendum_proposals: organisations' corrigenda waiting for approval, oldest first. */
export function usePendingProposals() {
  return useSWR<CorrigendumProposalsAnswer, ApiError>(PENDING_PROPOSALS_KEY, (key: string) =>
    apiFetch<CorrigendumProposalsAnswer>(key),
  );
}
