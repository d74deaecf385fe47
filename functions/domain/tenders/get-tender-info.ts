import { apiMessages } from '@tender/shared/messages';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { getTenderById, isPublicTender } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';
import { toDetail } from '../market/tender-views';

export async function getTenderInfo(id: number, now: Date): Promise<TenderInfoAnswer> {
  const record = await getTenderById(id);
  // A draft is not published: to the public it does not exist.
  if (!isPublicTender(record)) throw new NotFoundError(apiMessages.tenderNotFound);
  return { data: toDetail(record, now) };
}
