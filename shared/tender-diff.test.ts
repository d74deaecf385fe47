import { describe, expect, it } from 'vitest';
import { isMaterial, tenderDiff, type DiffableTender } from './tender-diff';

const base: DiffableTender = {
  project_name: 'Ring road, phase 2',
  tender_fee: 5000,
  emd_amount: 100000,
  emd_percentage: 0,
  emd_fee_type_name: 'Fixed',
  is_paid: true,
  tender_category_name: 'Roads',
  bid_submission_end_date: '2026-12-05T17:00:00+05:30',
  bid_opening_date: '2026-12-06T11:00:00+05:30',
  tender_material_works: [
    {
      id: 1,
      material_work_type_id: 3,
      material_work_type_name: 'Civil',
      item_description: 'Excavation',
      quantity: 100,
      unit: 'cum',
    },
    {
      id: 2,
      material_work_type_id: 3,
      material_work_type_name: 'Civil',
      item_description: 'PCC',
      quantity: 20,
      unit: 'cum',
    },
  ],
  tender_documents: [
    { id: 1, document_name: 'NIT', description: 'Notice inviting tender', storage: 'tenders/documents/a.pdf' },
    { id: 2, document_name: 'BOQ', description: 'Bill of quantities', storage: 'tenders/documents/b.pdf' },
  ],
};

const withChange = (change: Partial<DiffableTender>): DiffableTender => ({ ...base, ...change });

describe('tenderDiff', () => {
  it('finds nothing between a tender and itself, and dates equal as instants', () => {
    expect(tenderDiff(base, { ...base, bid_submission_end_date: '2026-12-05T11:30:00.000Z' })).toEqual([]);
  });

  it('shows a moved date in India time', () => {
    const changes = tenderDiff(base, withChange({ bid_submission_end_date: '2026-12-12T17:00:00+05:30' }));
    expect(changes).toEqual([
      {
        field: 'bid_submission_end_date',
        label: 'Bid submission end date',
        kind: 'changed',
        before: '05 Dec 2026, 05:00 pm IST',
        after: '12 Dec 2026, 05:00 pm IST',
      },
    ]);
    expect(isMaterial(changes)).toBe(true);
  });

  it('shows fees in rupees; a fee is not material', () => {
    const changes = tenderDiff(base, withChange({ tender_fee: 7500 }));
    expect(changes).toMatchObject([
      { field: 'tender_fee', label: 'Tender fee', before: '₹5,000.00', after: '₹7,500.00' },
    ]);
    expect(isMaterial(changes)).toBe(false);
  });

  it('an EMD change is material', () => {
    const changes = tenderDiff(base, withChange({ emd_amount: 150000 }));
    expect(changes).toMatchObject([{ field: 'emd_amount', before: '₹1,00,000.00', after: '₹1,50,000.00' }]);
    expect(isMaterial(changes)).toBe(true);
  });

  it('a text field and a yes/no field are compared with their labels', () => {
    const changes = tenderDiff(base, withChange({ project_name: 'Ring road, phase 3', is_paid: false }));
    expect(changes).toMatchObject([
      { field: 'project_name', label: 'Project name', before: 'Ring road, phase 2', after: 'Ring road, phase 3' },
      { field: 'is_paid', before: 'Yes', after: 'No' },
    ]);
    expect(isMaterial(changes)).toBe(false);
  });

  it('work items added, removed and changed, by item number', () => {
    const [first, second] = base.tender_material_works;
    const changed = tenderDiff(base, withChange({ tender_material_works: [first!, { ...second!, quantity: 25 }] }));
    expect(changed).toEqual([
      {
        field: 'tender_material_works.2',
        label: 'Work item 2',
        kind: 'changed',
        before: 'Civil: PCC, 20 cum',
        after: 'Civil: PCC, 25 cum',
      },
    ]);
    const added = tenderDiff(
      base,
      withChange({
        tender_material_works: [
          first!,
          second!,
          {
            id: 3,
            material_work_type_id: 3,
            material_work_type_name: 'Civil',
            item_description: 'RCC',
            quantity: 5,
            unit: 'cum',
          },
        ],
      }),
    );
    expect(added).toMatchObject([
      { field: 'tender_material_works.3', kind: 'added', before: null, after: 'Civil: RCC, 5 cum' },
    ]);
    const removed = tenderDiff(base, withChange({ tender_material_works: [first!] }));
    expect(removed).toMatchObject([
      { field: 'tender_material_works.2', kind: 'removed', before: 'Civil: PCC, 20 cum', after: null },
    ]);
    for (const changes of [changed, added, removed]) expect(isMaterial(changes)).toBe(true);
  });

  it('documents added, replaced and removed; documents are not material', () => {
    const [nit, boq] = base.tender_documents;
    const changes = tenderDiff(
      base,
      withChange({
        tender_documents: [
          { ...nit!, storage: 'tenders/documents/c.pdf' },
          { document_name: 'Drawings', description: 'Site drawings', storage: 'tenders/documents/d.pdf' },
        ],
      }),
    );
    expect(changes).toEqual([
      {
        field: 'tender_documents.1',
        label: 'Document: NIT',
        kind: 'replaced',
        before: 'NIT (Notice inviting tender)',
        after: 'NIT (Notice inviting tender)',
      },
      {
        field: 'tender_documents.new',
        label: 'Document',
        kind: 'added',
        before: null,
        after: 'Drawings (Site drawings)',
      },
      {
        field: `tender_documents.${boq!.id}`,
        label: 'Document: BOQ',
        kind: 'removed',
        before: 'BOQ (Bill of quantities)',
        after: null,
      },
    ]);
    expect(isMaterial(changes)).toBe(false);
  });

  it('a form document with a new file is replaced', () => {
    const [nit, boq] = base.tender_documents;
    const changes = tenderDiff(
      base,
      withChange({ tender_documents: [{ ...nit!, storage: undefined, replaced: true }, boq!] }),
    );
    expect(changes).toMatchObject([{ field: 'tender_documents.1', kind: 'replaced' }]);
  });
});
