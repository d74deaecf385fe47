import { getTenderById, isPublicTender, type PublicTenderRecord } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';

/** A published tender (active, closed, cancelled or re-tendered), read consistently; 404 otherwise. */
export async function publishedTenderOr404(id: number): Promise<PublicTenderRecord> {
  const tender = await getTenderById(id, { consistent: true });
  if (!isPublicTender(tender)) throw new NotFoundError();
  return tender;
}
