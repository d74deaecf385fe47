import { fieldMessages } from '@tender/shared/field-spec';
import { profileMessages as m, type ProfileFormList } from '@tender/shared/profile-fields';
import type { ProfileRow } from '../../data/profiles-repository';
import type { FieldErrors } from '../../platform/errors';
import type { UploadClaim } from '../uploads/accept-uploads';
import { rowClaims, rowValues, type FileOf, type FormRow } from './profile-content';

// How a saved list meets the stored one (SPEC §4 Profile forms, §5 Lists), pure: a sent row with an
// id changes that row, a sent row without one is added with the next id, ids in the *_removed list
// are deleted, stored rows neither sent nor removed stay as they are. The result must keep at
// least one row (optional lists excepted) and at most the list's maximum. A whole-list list
// (turnovers) is exactly the rows sent. A row's values are translated by profile-content.ts.

export type ListInput = {
  entry: ProfileFormList;
  stored: readonly ProfileRow[];
  /** The stored list's next row id (1 for a list never written). */
  nextRowId: number;
  sent: readonly FormRow[];
  removed: readonly number[];
};

export type ListResult = { rows: ProfileRow[]; nextRowId: number };

export function listClaims(input: Pick<ListInput, 'entry' | 'sent'>): UploadClaim[] {
  return rowClaims(input.entry.list, input.sent);
}

const fail = (errors: FieldErrors, field: string, message: string) => {
  errors[field] ??= [message];
};

/**
 * The list as it will be stored. Problems go into `errors` by field (the list, a row's id, the
 * removed list); the result is only meaningful when none were added.
 */
export function mergeList(input: ListInput, fileOf: FileOf, errors: FieldErrors): ListResult {
  const { entry, stored, sent } = input;
  const { list } = entry;
  const removedField = entry.removed ?? `${list.name}_removed`;
  const storedIds = new Set(stored.map((row) => row.id));
  let nextRowId = Math.max(input.nextRowId, ...stored.map((row) => row.id + 1), 1);

  const removed = new Set(entry.wholeList ? [] : input.removed);
  for (const id of removed) {
    if (!storedIds.has(id)) fail(errors, removedField, m.unknownRemoved(list.title, id));
  }

  const changed = new Map<number, ProfileRow>();
  const added: ProfileRow[] = [];
  const ordered: ProfileRow[] = [];
  // A row refused by its id says what is wrong; the count of what is left would only mislead.
  let rowProblems = false;
  sent.forEach((row, index) => {
    const values = rowValues(list, row, index, fileOf);
    const id = row.id;
    if (id === undefined) {
      const created = { ...values, id: nextRowId } as ProfileRow;
      nextRowId += 1;
      added.push(created);
      ordered.push(created);
      return;
    }
    const at = `${list.name}.${index}.id`;
    const problem = !storedIds.has(id)
      ? m.unknownRow(list.title, id)
      : changed.has(id)
        ? m.rowTwice(list.title, id)
        : removed.has(id)
          ? m.savedAndRemoved(list.title, id)
          : undefined;
    if (problem) {
      rowProblems = true;
      return fail(errors, at, problem);
    }
    const updated = { ...values, id } as ProfileRow;
    changed.set(id, updated);
    ordered.push(updated);
  });

  const rows = entry.wholeList
    ? ordered
    : [...stored.filter((row) => !removed.has(row.id)).map((row) => changed.get(row.id) ?? row), ...added];
  if (rowProblems) return { rows, nextRowId };
  if (rows.length > list.maxRows) fail(errors, list.name, fieldMessages.tooManyRows(list.title, list.maxRows));
  if (rows.length === 0 && !list.optional) fail(errors, list.name, fieldMessages.atLeastOneRow(list.title));
  return { rows, nextRowId };
}
