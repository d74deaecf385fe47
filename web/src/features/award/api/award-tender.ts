import type { AwardAnswer, AwardBody } from '@tender/shared/schemas/award';
import { apiFetch } from '../../../lib/api/client';
import { awardPath } from './award-keys';

/** POST /tenders/{id}/award: the organisation or an Admin awards to a ranked bid (400 on `reason` for a bid other than L1). */
export function awardTender(tenderId: number, body: AwardBody): Promise<AwardAnswer> {
  return apiFetch<AwardAnswer>(awardPath(tenderId), { method: 'POST', body });
}
