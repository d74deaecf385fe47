import { registrationMessages as m } from '@tender/shared/registration-fields';
import { listLookup } from '../../data/lookups-repository';
import type { FieldErrors } from '../../platform/errors';

/**
 * The selected lookup ids exist, as registration and the contractor's Basic tab ask it alike. The
 * type of material/work is a work type, as a tender's material_work_type_id is (SPEC §3 builder
 * form: 1 Earth Work, 2 RCC Work), so registrants and tenders match; the 'Labour with material'
 * options are the materials supplied with labour. Answers the problems by field (none: {}).
 */
export async function workTypeProblems(workTypeId: number | null, labour: readonly number[]): Promise<FieldErrors> {
  if (workTypeId === null && labour.length === 0) return {};
  const [workTypes, materials] = await Promise.all([listLookup('work_type'), listLookup('material')]);
  const errors: FieldErrors = {};
  if (workTypeId !== null && !workTypes.some((entry) => entry.id === workTypeId)) {
    errors.material_work_type_id = [m.workTypeUnknown];
  }
  const known = new Set(materials.map((entry) => entry.id));
  if (labour.some((id) => !known.has(id))) errors.with_labour_material = [m.labourMaterialUnknown];
  return errors;
}
