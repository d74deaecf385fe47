import type { AdminErasureRequest, ErasureRequestState } from '@tender/shared/schemas/erasure';
import type { ErasureRequestRecord } from '../../data/erasure-repository';

// A stored erasure request as each side sees it: the registrant its state, the Admin the whole.

export const stateOf = (
  request: Pick<ErasureRequestRecord, 'status' | 'requested_at' | 'reason'>,
): ErasureRequestState => ({
  status: request.status,
  requested_at: request.requested_at,
  reason: request.reason,
});

export const adminViewOf = (request: ErasureRequestRecord): AdminErasureRequest => ({ ...request });
