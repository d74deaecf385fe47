// What a save of the tender form would change on a published tender, computed with
// the server's own diff (shared/tender-diff.ts) before anything is sent: the corrigendum's preview.
import type { AdminTenderDetail, CreateTenderBody } from '@tender/shared/schemas/tenders-admin';
import { toIstDateTime } from '@tender/shared/schemas/tender-dates';
import { tenderDiff, type DiffableTender, type TenderChange } from '@tender/shared/tender-diff';
import type { SelectOption } from '../../../components/ui/native-select';

type Names = { categoryOptions: readonly SelectOption[]; workTypeOptions: readonly SelectOption[] };

/** An option's name without the "(retired)" note the choices add. */
const nameOf = (options: readonly SelectOption[], id: number, stored: { id: number; name: string }) =>
  id === stored.id
    ? stored.name
    : (options.find((option) => Number(option.value) === id)?.label ?? '').replace(/ \(retired\)$/, '');

export function formChanges(tender: AdminTenderDetail, body: CreateTenderBody, names: Names): TenderChange[] {
  const storedTypes = new Map(
    tender.tender_material_works.map((item) => [item.material_work_type_id, item.material_work_type_name]),
  );
  const workTypeName = (id: number) => storedTypes.get(id) ?? nameOf(names.workTypeOptions, id, { id: -1, name: '' });
  const dates = Object.fromEntries(
    Object.entries(body).flatMap(([field, value]) =>
      field.endsWith('_date') && typeof value === 'string' ? [[field, toIstDateTime(value) ?? value]] : [],
    ),
  );
  const after: DiffableTender = {
    ...tender,
    ...body,
    ...dates,
    organization_name:
      body.organization_id === undefined || body.organization_id === tender.organization_id
        ? tender.organization_name
        : '',
    tender_category_name: nameOf(names.categoryOptions, body.tender_category_id, {
      id: tender.tender_category_id,
      name: tender.tender_category_name,
    }),
    material_work_type_name: nameOf(names.workTypeOptions, body.material_work_type_id, {
      id: tender.material_work_type_id,
      name: tender.material_work_type_name,
    }),
    tender_material_works: body.tender_material_works.map((item, index) => ({
      ...item,
      id: index + 1,
      material_work_type_name: workTypeName(item.material_work_type_id),
    })),
    tender_documents: body.tender_documents.map((document) => ({
      id: document.id,
      document_name: document.document_name,
      description: document.description,
      replaced: document.file !== undefined,
    })),
  };
  return tenderDiff({ ...tender }, after);
}
