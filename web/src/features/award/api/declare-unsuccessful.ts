import type { UnsuccessfulAnswer, UnsuccessfulBody } from '@tender/shared/schemas/award';
import { apiFetch } from '../../../lib/api/client';
import { unsuccessfulPath } from './award-keys';

/** POST /tenders/{id}/unsuccessful: the tender ends without an award (no bids, or no qualified bid), with a reason. */
export function declareUnsuccessful(tenderId: number, body: UnsuccessfulBody): Promise<UnsuccessfulAnswer> {
  return apiFetch<UnsuccessfulAnswer>(unsuccessfulPath(tenderId), { method: 'POST', body });
}
