import type { ComparativeStatementAnswer } from '@tender/shared/schemas/award';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { comparativeStatementKey } from './award-keys';

/**
 * GET /tenders/{id}/comparative_statement: the full statement (item-wise rates) for the openers,
 * the evaluators, the tender's organisation and the Admin; totals and ranks for its bidders; to
 * everyone once awarded. A 403 or 409 says why not yet, and is final for this visit; a transient
 * failure (a 503) is tried again by the app's SWR settings (lib/api/swr-config.ts), which never
 * retry a 4xx.
 */
export function useComparativeStatement(tenderId: number) {
  return useSWR<ComparativeStatementAnswer, ApiError>(comparativeStatementKey(tenderId), (key: string) =>
    apiFetch<ComparativeStatementAnswer>(key),
  );
}
