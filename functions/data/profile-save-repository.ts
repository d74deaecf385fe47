import { tableName } from '../platform/dynamo-client';
import { auditPutItem, type AuditEntry } from './audit-repository';
import { ConflictError } from '../platform/errors';
import { keys } from './keys';
import {
  profileListItem,
  type BankDetails,
  type ProfileDocument,
  type ProfileFields,
  type ProfileRow,
} from './profiles-repository';
import { failedStep, writeTransaction, type TransactWriteItem } from './transactions';
import { appendUploadUses } from './uploads-repository';
import { userUpdateItems, type UserRecord } from './users-repository';

// One tab of a profile saved, in ONE transaction: the PROFILE item's parts the tab owns,
// its lists whole, the account's name and login claims when Basic moves them, the new uploads used.

/** What one profile tab changes: only the parts given are written; everything else stays as stored. */
export type ProfileSave = {
  accountId: number;
  /** The PROFILE item's updated_at as read (null: it had none): the save lands only if it still holds (else 409). */
  readUpdatedAt: string | null;
  basic?: ProfileFields;
  /** null clears the optional section. */
  bank_details?: BankDetails | null;
  documents?: ProfileDocument[];
  /** Each list the tab saves, whole (rows kept, changed and added), with its next row id. */
  lists: { name: string; rows: ProfileRow[]; next_row_id: number }[];
  /** The account's name, login email and mobile when the Basic tab changed them (claims move with them). */
  user?: {
    current: UserRecord;
    changes: Partial<
      Pick<UserRecord, 'name' | 'email' | 'mobile' | 'email_verified_at' | 'verified_emails' | 'email_set_by_admin'>
    >;
  };
  /** The audit trail's entries of this save (an Admin moving the login): written in the same transaction. */
  audit?: AuditEntry[];
  /** Upload tickets (uuid of tmp/<uuid>) the tab's new files came from: each is marked used. */
  uploadIds: string[];
  now: Date;
};

export type ProfileSaveConflictReason = 'changed' | 'email' | 'mobile' | 'upload';

/** A profile save's transaction was cancelled: by whom (another save, a taken email or mobile, a used upload). */
export class ProfileSaveConflictError extends ConflictError {
  constructor(
    readonly reason: ProfileSaveConflictReason,
    readonly uploadId?: string,
    options?: { cause?: unknown },
  ) {
    super(undefined, options);
  }
}

type SaveSlots = { email?: number; mobile?: number; uploads: Record<number, string> };

/**
 * The user's entries as updateUser writes them, appended: a changed name, email or mobile only
 * lands if the user still holds the value read (a concurrent My Info save makes this one a 409).
 */
function appendUserItems(user: NonNullable<ProfileSave['user']>, items: TransactWriteItem[], slots: SaveSlots): void {
  const expect = user.changes.name === undefined ? {} : { name: user.current.name };
  const { items: userItems, slots: claims } = userUpdateItems(user.current, user.changes, expect);
  const first = items.length;
  if (claims.email !== undefined) slots.email = first + claims.email;
  if (claims.mobile !== undefined) slots.mobile = first + claims.mobile;
  items.push(...userItems);
}

/**
 * Every TransactWriteItems entry of one profile save, pure: the PROFILE item updated in the parts
 * the tab owns (never kind, status, grade, payment) on the condition that its updated_at is the one
 * read; each saved list put whole; the user's name, email and mobile with their claims; each new
 * upload marked used. Answers the new updated_at too.
 */
export function profileSaveItems(input: ProfileSave): {
  items: TransactWriteItem[];
  slots: SaveSlots;
  updatedAt: string;
} {
  const updatedAt = input.now.toISOString();
  const names: Record<string, string> = { '#updated': 'updated_at' };
  const values: Record<string, unknown> = { ':updated': updatedAt };
  let unchanged = 'attribute_not_exists(#updated)';
  if (input.readUpdatedAt !== null) {
    values[':read'] = input.readUpdatedAt;
    unchanged = '#updated = :read';
  }
  const sets = ['#updated = :updated'];
  for (const part of ['basic', 'bank_details', 'documents'] as const) {
    if (input[part] === undefined) continue;
    names[`#${part}`] = part;
    values[`:${part}`] = input[part];
    sets.push(`#${part} = :${part}`);
  }
  const items: TransactWriteItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.accountProfile(input.accountId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND ${unchanged}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  for (const list of input.lists) {
    // Guarded by the PROFILE condition above: the whole transaction lands or none of it.
    items.push({ Put: { TableName: tableName, Item: profileListItem(input.accountId, list, updatedAt) } });
  }
  const slots: SaveSlots = { uploads: {} };
  if (input.user) appendUserItems(input.user, items, slots);
  appendUploadUses(input.uploadIds, input, items, slots);
  for (const entry of input.audit ?? []) items.push(auditPutItem(entry));
  return { items, slots, updatedAt };
}

function saveConflictOf(error: unknown, slots: SaveSlots): ProfileSaveConflictError | undefined {
  const failed = failedStep(error, slots, ['email', 'mobile', 'upload']);
  if (failed === undefined) return undefined;
  // null: the profile (or the user) changed since it was read, or another transaction held an item.
  return new ProfileSaveConflictError(failed?.step ?? 'changed', failed?.uploadId, { cause: error });
}

/** Writes one profile save in ONE transaction (see `profileSaveItems`); answers the new updated_at. */
export async function saveProfile(input: ProfileSave): Promise<string> {
  const { items, slots, updatedAt } = profileSaveItems(input);
  await writeTransaction(items, (error) => saveConflictOf(error, slots));
  return updatedAt;
}
