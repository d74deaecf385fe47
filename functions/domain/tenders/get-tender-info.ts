import { apiMessages } from '@tender/shared/messages';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { getTenderById } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';
import { toDetail } from './tender-views';

export async function getTenderInfo(id: number): Promise<TenderInfoAnswer> {
  const record = await getTenderById(id);
  if (!record) throw new NotFoundError(apiMessages.tenderNotFound);
  return { data: toDetail(record) };
}
