import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { publishedTenderOr404 } from '../market/published-tender';
import { toDetail } from '../market/tender-views';

export async function getTenderInfo(id: number, now: Date): Promise<TenderInfoAnswer> {
  return { data: toDetail(await publishedTenderOr404(id, { consistent: false }), now) };
}
