// A refused save's field errors (keyed by the body's paths) placed on the tender form's fields:
// re-tendering's `changes.` prefix dropped, work items moved to their group, a document's file key
// or name to its file field, one opener or evaluator to its list; what no field shows goes in the alert above the form.
import { emptyTenderValues, type TenderFormValues } from './tender-form-values';

type WorkGroupsOnly = Pick<TenderFormValues, 'work_groups'>;

/** Where each work item of the body sits in the form: [group, item] by the body's index. */
export function workItemPlaces(values: WorkGroupsOnly): [number, number][] {
  return values.work_groups.flatMap((group, g) => group.items.map((_, i) => [g, i] as [number, number]));
}

const FORM_FIELDS = new Set<string>([
  ...Object.keys(emptyTenderValues()).filter((field) => field !== 'work_groups' && field !== 'tender_documents'),
]);

const WORK_ITEM_PATH = /^tender_material_works\.(\d+)\.(\w+)$/;
/** One account of the openers or evaluators: shown on the list's field. */
const ROLE_ACCOUNT_PATH = /^(openers|evaluators)\.\d+$/;
const DOCUMENT_PATH = /^tender_documents\.(\d+)\.(document_name|description|file)(?:\.(?:key|file_name))?$/;

/** A work item's field by the body's flat index, as its place in its group. */
function workItemPath(index: number, field: string, values: WorkGroupsOnly): string {
  const place = workItemPlaces(values)[index];
  if (!place) return 'work_groups';
  const [group, item] = place;
  return field === 'material_work_type_id'
    ? `work_groups.${group}.material_work_type_id`
    : `work_groups.${group}.items.${item}.${field}`;
}

/**
 * A body field's path (a server error's key) as the form's path, or null when no field of the form
 * shows it (the message then goes in the alert above the form).
 */
export function formPathOf(bodyPath: string, values: WorkGroupsOnly): string | null {
  const path = bodyPath.replace(/^changes\./, '');
  if (FORM_FIELDS.has(path)) return path;
  if (path === 'tender_material_works') return 'work_groups';
  if (path === 'tender_documents') return 'tender_documents';
  const item = WORK_ITEM_PATH.exec(path);
  if (item) return workItemPath(Number(item[1]), item[2] ?? '', values);
  const account = ROLE_ACCOUNT_PATH.exec(path);
  if (account) return account[1] ?? null;
  const document = DOCUMENT_PATH.exec(path);
  if (document) return `tender_documents.${document[1]}.${document[2]}`;
  return null;
}

/** Server field errors split into those a field shows (by form path) and the rest (for the alert). */
export function placeServerErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  values: WorkGroupsOnly,
): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    const target = formPathOf(path, values);
    if (target && placed[target] === undefined) placed[target] = first;
    else if (!target) unplaced.push(first);
  }
  return { placed, unplaced };
}
