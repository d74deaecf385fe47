import type { OpeningAnswer } from '@tender/shared/schemas/opening';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { openingKey } from './opening-key';

/**
 * GET /tenders/{id}/opening: the openers, each cover's state, the opening record, the technical
 * result and, for a signed-in caller, what it may do. enabled false makes no call.
 */
export function useOpening(tenderId: number, enabled = true) {
  return useSWR<OpeningAnswer, ApiError>(enabled ? openingKey(tenderId) : null, (key: string) =>
    apiFetch<OpeningAnswer>(key),
  );
}
