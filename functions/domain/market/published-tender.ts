import { apiMessages } from '@tender/shared/messages';
import {
  getTenderById,
  isPublicTender,
  type PublicTenderRecord,
  type TenderRecord,
} from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';

// A draft does not exist outside the admin area: to everyone else it answers the one 404 a
// missing tender does.

/** The tender, if it is published (any state but a draft); else 404 with the one message. */
export function publishedOr404(tender: TenderRecord | undefined): PublicTenderRecord {
  if (!isPublicTender(tender)) throw new NotFoundError(apiMessages.tenderNotFound);
  return tender;
}

/**
 * The published tender with this id, or 404. Read consistently unless the caller only shows it
 * (a public page may be a moment behind; a decision on it may not).
 */
export async function publishedTenderOr404(
  id: number,
  read: { consistent: boolean } = { consistent: true },
): Promise<PublicTenderRecord> {
  return publishedOr404(await getTenderById(id, read));
}
