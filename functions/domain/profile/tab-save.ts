import type { ProfileFormSpec } from '@tender/shared/profile-fields';
import type { ProfileSave } from '../../data/profile-save-repository';
import type { LoadedProfile } from '../../data/profiles-repository';
import type { UserRecord } from '../../data/users-repository';
import { mergeList, type ListInput } from './list-changes';
import type { LoginChanges } from './login-changes';
import { bankDetailsOf, basicValues, documentValues, rowsOf, type ContentBody, type FileOf } from './profile-content';

// What one profile tab writes, pure: the tab's parts of the profile translated by profile-content.ts
// over what is stored, its lists merged with the stored ones, and the profile as it reads after.

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Each list the tab saves: what is stored and what the body sends and removes. */
export function listInputs(spec: ProfileFormSpec, body: ContentBody, loaded: LoadedProfile): ListInput[] {
  return spec.lists.map((entry) => ({
    entry,
    stored: loaded.lists[entry.list.name] ?? [],
    nextRowId: loaded.nextRowIds?.[entry.list.name] ?? 1,
    sent: rowsOf(body, entry.list),
    removed: entry.removed ? idsOf(body[entry.removed]) : [],
  }));
}

export type TabSaveInput = {
  spec: ProfileFormSpec;
  body: ContentBody;
  loaded: LoadedProfile;
  lists: readonly ListInput[];
  fileOf: FileOf;
  accountId: number;
  user: UserRecord;
  changes: LoginChanges;
  uploadIds: string[];
  now: Date;
};

/** The save of one tab: only its own parts (its fields, bank details, documents, lists) and the account's changes. */
export function tabSave(input: TabSaveInput): ProfileSave {
  const { spec, body, loaded, fileOf } = input;
  const save: ProfileSave = {
    accountId: input.accountId,
    readUpdatedAt: typeof loaded.profile.updated_at === 'string' ? loaded.profile.updated_at : null,
    lists: input.lists.map((list) => {
      const merged = mergeList(list, fileOf, {});
      return { name: list.entry.list.name, rows: merged.rows, next_row_id: merged.nextRowId };
    }),
    uploadIds: input.uploadIds,
    now: input.now,
  };
  // A tab's own fields over the stored ones (a builder's company and director are two tabs of one basic).
  if (spec.fields.length > 0 || spec.workTypes) {
    save.basic = { ...loaded.profile.basic, ...basicValues(spec, body, fileOf) };
  }
  // Bank details left out of the body stay as stored; sent empty, they are cleared.
  if (spec.bank && body.bank_details !== undefined) save.bank_details = bankDetailsOf(body.bank_details);
  if (spec.documents) save.documents = documentValues(spec.documents, body, fileOf);
  if (Object.keys(input.changes).length > 0) save.user = { current: input.user, changes: input.changes };
  return save;
}

/** The profile as it reads once `save` landed with `updatedAt`. */
export function savedProfile(loaded: LoadedProfile, save: ProfileSave, updatedAt: string): LoadedProfile {
  return {
    profile: {
      ...loaded.profile,
      ...(save.basic ? { basic: save.basic } : {}),
      ...(save.bank_details !== undefined ? { bank_details: save.bank_details } : {}),
      ...(save.documents ? { documents: save.documents } : {}),
      updated_at: updatedAt,
    },
    lists: { ...loaded.lists, ...Object.fromEntries(save.lists.map((list) => [list.name, list.rows])) },
    nextRowIds: {
      ...loaded.nextRowIds,
      ...Object.fromEntries(save.lists.map((list) => [list.name, list.next_row_id])),
    },
  };
}
