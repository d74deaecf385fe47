import type { CorrigendaAnswer } from '@tender/shared/schemas/corrigenda';
import { listCorrigenda } from '../../data/corrigenda-repository';
import { publishedTenderOr404 } from '../market/published-tender';

/** GET /tenders/{id}/corrigenda: a published tender's corrigenda with their diffs, newest first. */
export async function listPublicCorrigenda(tenderId: number): Promise<CorrigendaAnswer> {
  await publishedTenderOr404(tenderId, { consistent: false });
  return { data: await listCorrigenda(tenderId) };
}
