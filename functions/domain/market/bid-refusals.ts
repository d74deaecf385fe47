import { bidMessages as m } from '@tender/shared/bid-messages';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import type { BidRefusal } from './bid-eligibility';

const WHEN: readonly BidRefusal['blockedBy'][] = ['not_open', 'too_early', 'too_late'];

/** Who may not bid is a 403; a tender not open now is a 409; both say why. */
export function throwRefusal(refusal: BidRefusal): never {
  if (WHEN.includes(refusal.blockedBy)) throw new ConflictError(refusal.message);
  throw new ForbiddenError(refusal.message);
}

export const noSealingKey = () => new ConflictError(m.noSealingKey);
