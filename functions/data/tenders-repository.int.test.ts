import { describe, expect, it } from 'vitest';
import { getTenderById, listTendersByStatus, putTender, type TenderRecord } from './tenders-repository';
import { nextSequenceValue } from './sequences';

// Every test writes tenders under a category id no other test uses, and filters by it.
const uniqueCategory = () => 100_000 + Math.floor(Math.random() * 1_000_000);

async function makeTender(overrides: Partial<TenderRecord>): Promise<TenderRecord> {
  const id = await nextSequenceValue('tender');
  const record: TenderRecord = {
    id,
    tender_uid: `TST/${id}`,
    project_name: `Test project ${id}`,
    material_work_type_name: 'RCC Work',
    material_work_type_id: 2,
    tender_category_name: 'Works',
    tender_category_id: 1,
    bid_submission_start_date: '2030-01-01T10:00:00+05:30',
    bid_submission_end_date: '2030-02-01T17:00:00+05:30',
    remarks: '10000000-20000000',
    organization_name: 'Test Org',
    location: 'Pune',
    status: 'active',
    tender_reference_number: `REF/${id}`,
    tender_type_name: 'Open',
    form_contract_name: 'Item Rate',
    allow_two_stage_bidding: false,
    general_technical_evaluation: true,
    item_wise_evaluation_allowed: false,
    pre_qualification: 'None',
    bid_validity_days: 90,
    period_of_works: '12 months',
    tender_fee: 5900,
    is_paid: true,
    emd_exemption_allowed: false,
    emd_amount: 100000,
    emd_fee_type_name: 'Fixed',
    emd_percentage: 0,
    pin_code: '411001',
    pre_bid_meeting_place_name: 'Office',
    pre_bid_opening_place: 'Office',
    pre_bid_meeting_date: '2029-12-20T11:00:00+05:30',
    published_date: '2029-12-01T10:00:00+05:30',
    bid_opening_date: '2030-02-02T11:00:00+05:30',
    document_download_sale_start_date: '2029-12-01T10:00:00+05:30',
    document_download_sale_end_date: '2030-02-01T17:00:00+05:30',
    clarification_start_date: '2029-12-05T10:00:00+05:30',
    clarification_end_date: '2029-12-15T17:00:00+05:30',
    authorized_name: 'Officer',
    authorized_address: 'Pune',
    tender_documents: [],
    tender_material_works: [],
    ...overrides,
  };
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
