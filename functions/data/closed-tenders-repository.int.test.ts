import { describe, expect, it } from 'vitest';
import { sampleTenderRecord } from '../../test/support/tender-records';
import { closeDueTenders } from '../domain/tenders/close-tenders';
import { listClosedTenders } from './closed-tenders-repository';
import { nextSequenceValue } from './sequences';
import { putBidCount } from './testing/bid-counts';
import { putTender, type TenderRecord } from './tenders-repository';

const uniqueCategory = () => 100_000 + Math.floor(Math.random() * 1_000_000);
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function makeTender(overrides: Partial<TenderRecord>): Promise<TenderRecord> {
  const record = sampleTenderRecord(await nextSequenceValue('tender'), overrides);
  await putTender(record);
  return record;
}

async function everyPage(filters: { categoryId: number }, limit: number, between?: () => Promise<unknown>) {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await listClosedTenders({ now: new Date(), limit, cursor, filters });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.cursor ?? undefined;
    await between?.();
  } while (cursor);
  return ids;
}

describe('the Closed tenders list (DynamoDB Local)', () => {
  it('merges closed tenders and active ones past their bid end, newest bid end first, with their bids', async () => {
    const category = uniqueCategory();
    const tender = async (minutesAgo: number, status: 'active' | 'closed', bids?: number) => {
      const made = await makeTender({
        tender_category_id: category,
        status,
        bid_submission_end_date: minutes(-minutesAgo),
      });
      if (bids !== undefined) await putBidCount(made.id, bids);
      return made;
    };
    const made = [
      await tender(5, 'active', 2),
      await tender(10, 'closed', 7),
      await tender(15, 'active'),
      await tender(20, 'closed'),
      await tender(25, 'closed'),
    ];
    await makeTender({ tender_category_id: category, bid_submission_end_date: minutes(60) });
    await makeTender({ tender_category_id: category, status: 'cancelled', bid_submission_end_date: minutes(-7) });

    const all = await listClosedTenders({ now: new Date(), limit: 10, filters: { categoryId: category } });
    expect(all.items.map((item) => item.id)).toEqual(made.map((t) => t.id));
    expect(all.items.map((item) => item.bid_count)).toEqual([2, 7, 0, 0, 0]);
    expect(all.cursor).toBeNull();
    expect(await everyPage({ categoryId: category }, 2)).toEqual(made.map((t) => t.id));
  });

  it('shows each tender exactly once while the job closes tenders between pages', async () => {
    const category = uniqueCategory();
    const made: TenderRecord[] = [];
    for (const minutesAgo of [1, 2, 3, 4, 5, 6]) {
      const status = minutesAgo % 2 === 0 ? 'closed' : 'active';
      made.push(
        await makeTender({ tender_category_id: category, status, bid_submission_end_date: minutes(-minutesAgo) }),
      );
    }
    const ids = await everyPage({ categoryId: category }, 2, () => closeDueTenders(new Date()));
    expect(ids).toEqual(made.map((t) => t.id));
  });
});
