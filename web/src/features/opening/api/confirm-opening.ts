import type { Cover, OpeningAnswer } from '@tender/shared/schemas/opening';
import { apiFetch } from '../../../lib/api/client';
import { openingKey } from './opening-key';

/** POST /tenders/{id}/opening: an opener's confirmation; the second opener's opens the covers (409s name why not). */
export function confirmOpening(tenderId: number, cover: Cover): Promise<OpeningAnswer> {
  return apiFetch<OpeningAnswer>(openingKey(tenderId), { method: 'POST', body: { cover } });
}
