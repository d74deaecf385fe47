import type { TenderFields } from '@tender/shared/schemas/tenders-admin';
import { toIstDateTime } from '@tender/shared/schemas/tender-dates';
import type { DiffableTender } from '@tender/shared/tender-diff';
import { listLookupEntries } from '../../data/lookups-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { organizationOwner } from '../market/tender-owner';

// A stored tender, or a form not yet saved, in the shape shared/tender-diff.ts compares.

export const diffableOf = (record: TenderRecord): DiffableTender => ({ ...record });

/**
 * What a form would make of a stored tender, without saving anything (no upload is copied): the
 * lookups' names from their lists, the work items numbered in the order the save stores them
 * (grouped by work type), documents with a new file marked replaced.
 */
export async function previewOf(
  existing: TenderRecord,
  form: TenderFields & { organization_id?: number },
): Promise<DiffableTender> {
  const newOwner = form.organization_id !== undefined && form.organization_id !== existing.organization_id;
  const [categories, workTypes, owner] = await Promise.all([
    listLookupEntries('tender_category'),
    listLookupEntries('work_type'),
    newOwner ? organizationOwner(form.organization_id!) : undefined,
  ]);
  const categoryName = new Map(categories.map((entry) => [entry.id, entry.name]));
  const workTypeName = new Map(workTypes.map((entry) => [entry.id, entry.name]));
  const order = [...new Set(form.tender_material_works.map((item) => item.material_work_type_id))];
  const grouped = [...form.tender_material_works].sort(
    (a, b) => order.indexOf(a.material_work_type_id) - order.indexOf(b.material_work_type_id),
  );
  const dates = Object.fromEntries(
    Object.entries(form).flatMap(([field, value]) =>
      field.endsWith('_date') && typeof value === 'string' ? [[field, toIstDateTime(value) ?? value]] : [],
    ),
  );
  return {
    ...existing,
    ...form,
    ...dates,
    organization_name: newOwner ? (owner?.organization_name ?? '') : existing.organization_name,
    tender_category_name: categoryName.get(form.tender_category_id) ?? '',
    material_work_type_name: workTypeName.get(form.material_work_type_id) ?? '',
    tender_material_works: grouped.map((item, index) => ({
      ...item,
      id: index + 1,
      material_work_type_name: workTypeName.get(item.material_work_type_id) ?? '',
    })),
    tender_documents: form.tender_documents.map((document) => ({
      id: document.id,
      document_name: document.document_name,
      description: document.description,
      replaced: document.file !== undefined,
    })),
  };
}
