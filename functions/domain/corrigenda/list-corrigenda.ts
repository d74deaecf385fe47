import { apiMessages } from '@tender/shared/messages';
import type { CorrigendaAnswer } from '@tender/shared/schemas/corrigenda';
import { listCorrigenda } from '../../data/corrigenda-repository';
import { getTenderById, isPublicTender } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';

/** GET /tenders/{id}/corrigenda: a published tender's corrigenda with their diffs, newest first. */
export async function listPublicCorrigenda(tenderId: number): Promise<CorrigendaAnswer> {
  const tender = await getTenderById(tenderId);
  if (!isPublicTender(tender)) throw new NotFoundError(apiMessages.tenderNotFound);
  return { data: await listCorrigenda(tenderId) };
}
