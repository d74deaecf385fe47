import type { ClarificationInboxAnswer } from '@tender/shared/schemas/clarifications';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { clarificationInboxKey } from './clarification-keys';

/**
 * GET /tenders/{id}/clarifications/inbox (the tender's organisation, Admin; 403 to others, which is
 * final: the app's SWR settings try again only a transient failure). enabled false makes no call.
 */
export function useClarificationInbox(tenderId: number, enabled = true) {
  return useSWR<ClarificationInboxAnswer, ApiError>(enabled ? clarificationInboxKey(tenderId) : null, (key: string) =>
    apiFetch<ClarificationInboxAnswer>(key),
  );
}
