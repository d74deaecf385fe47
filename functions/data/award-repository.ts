import type { AwardOfContract } from '@tender/shared/schemas/award';
import { batchGetAll } from './batch-get';
import { keys } from './keys';

// The award of contract lives on the tender item (`award`, written with the move to `awarded` in
// one conditional transaction, so a tender is awarded once). The status index projects only the
// list card, so the Awarded list reads each page's awards by key: one BatchGetItem of two
// attributes per page, never a Scan.

/** The awards of these tenders, by tender id (a tender without one is left out). */
export async function awardsOfTenders(tenderIds: readonly number[]): Promise<Map<number, AwardOfContract>> {
  const items = await batchGetAll(
    [...new Set(tenderIds)].map((id) => keys.tender(id)),
    { projection: 'id, award' },
  );
  return new Map(
    items.filter((item) => item.award).map((item) => [Number(item.id), item.award as AwardOfContract] as const),
  );
}
