import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { publishedTenderOr404 } from '../market/published-tender';
import { isAdminOrOwner } from '../market/tender-access';

/**
 * A published tender with its owner: the registered Organization account that invited it (tenders
 * stored before ownership have none, and only the consultancy answers their questions).
 */
export type OwnedTender = PublicTenderRecord & { organization_id?: number | null };

/** The published tender, or 404: a draft does not exist to anyone outside the admin area. */
export async function publishedTender(id: number): Promise<OwnedTender> {
  return publishedTenderOr404(id, { consistent: false });
}

/** The consultancy (Admin) answers every tender's questions; an organisation those of its own tenders. */
export function mayAnswer(caller: Pick<Caller, 'userId' | 'role'>, tender: OwnedTender): boolean {
  return isAdminOrOwner(tender, caller);
}

/** The published tender whose questions the caller may see and answer, or 404 / 403. */
export async function tenderToAnswer(id: number, caller: Caller): Promise<OwnedTender> {
  const tender = await publishedTender(id);
  if (!mayAnswer(caller, tender)) throw new ForbiddenError(m.inboxForbidden);
  return tender;
}
