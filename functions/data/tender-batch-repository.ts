import { batchGetAll } from './batch-get';
import { keys, withoutKeys } from './keys';
import type { TenderRecord } from './tenders-repository';

/** The stored tenders of these ids that exist, in no set order (one BatchGetItem per 100). */
export async function getTenders(ids: readonly number[]): Promise<TenderRecord[]> {
  const unique = [...new Set(ids)];
  const items = await batchGetAll(unique.map((id) => keys.tender(id)));
  return items.map((item) => withoutKeys(item) as TenderRecord);
}
