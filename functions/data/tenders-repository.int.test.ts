import { describe, expect, it } from 'vitest';
import { getTenderById, listTendersByStatus, putTender, type TenderRecord } from './tenders-repository';
import { nextSequenceValue } from './sequences';
import { sampleTenderRecord } from '../../test/support/tender-records';

// Every test writes tenders under a category id no other test uses, and filters by it.
const uniqueCategory = () => 100_000 + Math.floor(Math.random() * 1_000_000);

async function makeTender(overrides: Partial<TenderRecord>): Promise<TenderRecord> {
  const record = sampleTenderRecord(await nextSequenceValue('tender'), overrides);
  await putTender(record);
  return record;
}

describe('tenders repository (DynamoDB Local)', () => {
  it('stores a tender and reads it back by id', async () => {
    const tender = await makeTender({});
    expect(await getTenderById(tender.id)).toEqual(tender);
    expect(await getTenderById(987_654_321)).toBeUndefined();
  });

  it('lists one status by bid end, pages with a cursor, and never mixes statuses', async () => {
    const category = uniqueCategory();
    const ends = ['2030-03-05', '2030-03-01', '2030-03-03', '2030-03-02', '2030-03-04'];
    const made = await Promise.all(
      ends.map((day) => makeTender({ tender_category_id: category, bid_submission_end_date: `${day}T17:00:00+05:30` })),
    );
    await makeTender({ tender_category_id: category, status: 'cancelled' });
    const filters = { categoryId: category };

    const first = await listTendersByStatus('active', { limit: 2, filters });
    const second = await listTendersByStatus('active', { limit: 2, filters, cursor: first.cursor ?? undefined });
    const third = await listTendersByStatus('active', { limit: 2, filters, cursor: second.cursor ?? undefined });
    const days = [...first.items, ...second.items, ...third.items].map((t) => t.bid_submission_end_date.slice(0, 10));

    expect(days).toEqual(['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05']);
    expect(third.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items, ...third.items].map((t) => t.id))).toEqual(
      new Set(made.map((t) => t.id)),
    );
  });

  it('filters by work type, uid substring and a bid end window, newest first on request', async () => {
    const category = uniqueCategory();
    const a = await makeTender({
      tender_category_id: category,
      material_work_type_id: 7,
      tender_uid: `ABC/${category}/1`,
    });
    const b = await makeTender({
      tender_category_id: category,
      material_work_type_id: 7,
      tender_uid: `XYZ/${category}/2`,
      bid_submission_end_date: '2030-05-10T17:00:00+05:30',
    });
    await makeTender({ tender_category_id: category, material_work_type_id: 8 });

    const byWorkType = await listTendersByStatus('active', {
      limit: 10,
      filters: { categoryId: category, workTypeId: 7 },
      newestFirst: true,
    });
    expect(byWorkType.items.map((t) => t.id)).toEqual([b.id, a.id]);

    const byUid = await listTendersByStatus('active', {
      limit: 10,
      filters: { categoryId: category, uidContains: 'XYZ' },
    });
    expect(byUid.items.map((t) => t.id)).toEqual([b.id]);

    const byDay = await listTendersByStatus('active', {
      limit: 10,
      filters: {
        categoryId: category,
        bidEndFrom: '2030-05-10T00:00:00+05:30',
        bidEndTo: '2030-05-10T23:59:59.999+05:30',
      },
    });
    expect(byDay.items.map((t) => t.id)).toEqual([b.id]);
  });

  it('list items carry only the card fields', async () => {
    const category = uniqueCategory();
    await makeTender({ tender_category_id: category });
    const page = await listTendersByStatus('active', { limit: 1, filters: { categoryId: category } });
    expect(Object.keys(page.items[0] ?? {})).not.toContain('authorized_address');
    expect(page.items[0]).toMatchObject({ tender_category_id: category, status: 'active' });
  });

  it('rejects a cursor made for another status list', async () => {
    const category = uniqueCategory();
    await Promise.all([1, 2].map(() => makeTender({ tender_category_id: category, status: 'cancelled' })));
    const page = await listTendersByStatus('cancelled', { limit: 1, filters: { categoryId: category } });
    await expect(listTendersByStatus('active', { limit: 1, cursor: page.cursor ?? undefined })).rejects.toThrow(
      'cursor is not valid: it was changed, or belongs to another list or other filters. Start again from the first page.',
    );
  });
});
