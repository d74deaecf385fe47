// Integration project: the form module reads lookups through the data layer, which needs the stack's config.
import { describe, expect, it } from 'vitest';
import { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import { sampleTenderRecord } from '../../../test/support/tender-records';
import { formOf } from './tender-form';

const works = [
  {
    id: 1,
    material_work_type_id: 2,
    material_work_type_name: 'Civil',
    item_description: 'Excavation in hard murum',
    quantity: 1200,
    unit: 'Cum',
  },
];

describe('the form a stored tender fills', () => {
  it('holds every field of the form, and passes the form’s own schema', () => {
    const form = formOf(sampleTenderRecord(4, { tender_material_works: works }));
    expect(Object.keys(form).sort()).toEqual(Object.keys(AdminTenderFields.shape).sort());
    const parsed = AdminTenderFields.safeParse(form);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('carries the stored values, roles named or not, works and documents without their stored parts', () => {
    const record = sampleTenderRecord(4, {
      project_name: 'Ward office, Baner',
      openers: [3, 4],
      tender_material_works: works,
    });
    const form = formOf(record);
    expect(form).toMatchObject({ project_name: 'Ward office, Baner', openers: [3, 4], evaluators: null });
    expect(form.tender_material_works).toEqual(
      record.tender_material_works.map(({ material_work_type_id, item_description, quantity, unit }) => ({
        material_work_type_id,
        item_description,
        quantity,
        unit,
      })),
    );
    expect(form.tender_documents).toEqual(
      record.tender_documents.map(({ id, document_name, description }) => ({ id, document_name, description })),
    );
  });
});
