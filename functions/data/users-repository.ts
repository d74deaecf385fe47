import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@tender/shared/constants';
import { accountMessages } from '@tender/shared/account-messages';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { consentPutItem, type ConsentRecord } from './account-data-repository';
import { keys } from './keys';
import { nextSequenceValue } from './sequences';
import { cancellationReasons, failedStep, writeTransaction, type TransactWriteItem } from './transactions';

export type { UserRole };

/** The stored account. Hashes and secrets never leave the functions (the answers use AccountUser). */
export type UserRecord = {
  id: number;
  name: string;
  username: string | null;
  email: string;
  /** Absent for accounts made by /sign_up until the owner adds one in My Info. */
  mobile: string | null;
  role: UserRole;
  password_hash: string;
  email_verified_at: string | null;
  google2fa_enabled: boolean;
  /** The authenticator secret in use (base32), set only once a code from it was entered. */
  google2fa_secret: string | null;
  /** A secret handed out by POST /profile/{id}/two_factor_secret and not yet confirmed with a code. */
  google2fa_pending_secret: string | null;
  /** The password was mailed (registration): it must be replaced, and may be without the current one. */
  must_change_password: boolean;
  /** A mailed one-time password stops working then (ISO time); null for passwords people chose. */
  password_expires_at: string | null;
  password_changed_at: string | null;
  /** Addresses this account held while verified (at most 10): one restored is verified again. */
  verified_emails?: string[];
  /** The Admin set the login email and its owner has not confirmed it: no reset link goes to it. */
  email_set_by_admin?: boolean;
  created_at: string;
};

/** What a new account needs; the rest has defaults. */
export type NewUser = Pick<
  UserRecord,
  'name' | 'email' | 'role' | 'password_hash' | 'email_verified_at' | 'created_at'
> &
  Partial<
    Pick<UserRecord, 'username' | 'mobile' | 'google2fa_enabled' | 'must_change_password' | 'password_expires_at'>
  >;

/** Fields an update may change; claims on email and mobile move with them in the same transaction. */
export type UserChanges = Partial<Omit<UserRecord, 'id' | 'role' | 'created_at'>>;

/** An email address as accounts and their claims hold it (a login matches it in any letter case). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A stored item as a UserRecord: items written before a field existed get its default. */
function toUserRecord(item: Record<string, unknown>): UserRecord {
  return {
    id: Number(item.id),
    name: String(item.name ?? ''),
    username: typeof item.username === 'string' ? item.username : null,
    email: String(item.email ?? ''),
    mobile: typeof item.mobile === 'string' ? item.mobile : null,
    role: item.role as UserRole,
    password_hash: String(item.password_hash ?? ''),
    email_verified_at: typeof item.email_verified_at === 'string' ? item.email_verified_at : null,
    google2fa_enabled: item.google2fa_enabled === true,
    google2fa_secret: typeof item.google2fa_secret === 'string' ? item.google2fa_secret : null,
    google2fa_pending_secret: typeof item.google2fa_pending_secret === 'string' ? item.google2fa_pending_secret : null,
    must_change_password: item.must_change_password === true,
    password_expires_at: typeof item.password_expires_at === 'string' ? item.password_expires_at : null,
    password_changed_at: typeof item.password_changed_at === 'string' ? item.password_changed_at : null,
    created_at: String(item.created_at ?? ''),
    // Only on accounts whose login email was changed (the record of older ones is unchanged).
    ...(Array.isArray(item.verified_emails) ? { verified_emails: item.verified_emails.map(String) } : {}),
    ...(item.email_set_by_admin === true ? { email_set_by_admin: true } : {}),
  };
}

/** For repositories beside this one that read a user item in their own request (sessions). */
export function userFromItem(item: Record<string, unknown> | undefined): UserRecord | undefined {
  return item && item.sk === 'META' && item.id !== undefined ? toUserRecord(item) : undefined;
}

/** Which claim a cancelled transaction tripped over: the index of each claim in TransactItems. */
export type ClaimSlots = { email?: number; mobile?: number };

/** The 409 of a cancelled user write: the user item changed meanwhile, or a claim is someone else's. */
function claimConflict(error: unknown, slots: ClaimSlots & { user?: number }): ConflictError | undefined {
  const failed = failedStep(error, slots, ['user', 'email', 'mobile']);
  if (failed === undefined) return undefined;
  switch (failed?.step) {
    case 'user':
      // The user item itself changed under us: someone else saved first.
      return new ConflictError(undefined, { cause: error });
    case 'email':
      return new ConflictError(accountMessages.emailTaken, {
        cause: error,
        errors: { email: [accountMessages.emailTaken] },
      });
    case 'mobile':
      return new ConflictError(accountMessages.mobileTaken, {
        cause: error,
        errors: { mobile: [accountMessages.mobileTaken] },
      });
  }
  // No reasons (an emulator that gives none): still a conflict on a claim, which one unknown.
  if (cancellationReasons(error)?.length === 0) {
    return new ConflictError('This email address or mobile number is already registered.', { cause: error });
  }
  return undefined;
}

export const claimPut = (key: Record<string, string>, userId: number): TransactWriteItem => ({
  Put: { TableName: tableName, Item: { ...key, userId }, ConditionExpression: 'attribute_not_exists(pk)' },
});
const claimDelete = (key: Record<string, string>, userId: number): TransactWriteItem => ({
  Delete: {
    TableName: tableName,
    Key: key,
    ConditionExpression: 'userId = :owner',
    ExpressionAttributeValues: { ':owner': userId },
  },
});

/** A new account's id, drawn from the users sequence (ids are never reused, even when the write fails). */
export function drawUserId(): Promise<number> {
  return nextSequenceValue('user');
}

/**
 * The stored record of a new user with a drawn id, and the TransactWriteItems entries that write it
 * with its unique email (and mobile, when it has one) claims; `slots` are the claims' indexes among
 * `items`. For callers that write the account inside a bigger transaction (registration).
 */
export function newUserItems(
  id: number,
  user: NewUser,
): { record: UserRecord; items: TransactWriteItem[]; slots: ClaimSlots } {
  const record: UserRecord = {
    username: null,
    mobile: null,
    google2fa_enabled: false,
    must_change_password: false,
    password_expires_at: null,
    ...user,
    google2fa_secret: null,
    google2fa_pending_secret: null,
    password_changed_at: null,
    email: normalEmail(user.email),
    id,
  };
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.user(id), ...keys.usersByRole(record.role, record.created_at, id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    claimPut(keys.userEmail(record.email), id),
  ];
  const slots: ClaimSlots = { email: 1 };
  if (record.mobile) {
    slots.mobile = items.length;
    items.push(claimPut(keys.userMobile(record.mobile), id));
  }
  return { record, items, slots };
}

/**
 * Writes the user and its unique email (and mobile, when it has one) claims in one transaction: a
 * taken email or mobile fails the whole write, so two registrations can never share one. Callers
 * that must not leave a trace when refused check the claims first (findUserIdByEmail): the id is
 * drawn from a sequence before the transaction.
 */
export async function createUser(
  user: NewUser,
  /** The consent written in the same transaction, for the drawn id (a sign-up's). */
  consentOf?: (id: number) => ConsentRecord,
): Promise<UserRecord> {
  const { record, items, slots } = newUserItems(await drawUserId(), user);
  const consent = consentOf ? [consentPutItem(consentOf(record.id))] : [];
  await writeTransaction([...items, ...consent], (error) => claimConflict(error, slots));
  return record;
}

export async function getUser(id: number): Promise<UserRecord | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.user(id), ConsistentRead: true }));
  return userFromItem(result.Item);
}

async function claimOwner(key: Record<string, string>): Promise<number | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: key }));
  return result.Item ? Number(result.Item.userId) : undefined;
}

/** The id of the account holding this email address (any letter case). */
export function findUserIdByEmail(email: string): Promise<number | undefined> {
  return claimOwner(keys.userEmail(normalEmail(email)));
}

/** The id of the account holding this 10-digit mobile number. */
export function findUserIdByMobile(mobile: string): Promise<number | undefined> {
  return claimOwner(keys.userMobile(mobile));
}

export type UserExpectation = Partial<Record<keyof UserRecord, string | number | boolean | null>>;

/**
 * The TransactWriteItems entries of a change to a user, pure: the user item updated on the
 * condition that it still holds what `current` was read with for the email and mobile changed (and
 * `expect`), and the email and mobile claims moved. `slots` index `items` (the user is entry 0);
 * no entries when nothing changes. For callers that change the user inside a bigger transaction
 * (a profile's Basic tab) as well as for updateUser.
 */
export function userUpdateItems(
  current: UserRecord,
  changes: UserChanges,
  expect: UserExpectation = {},
): { next: UserRecord; items: TransactWriteItem[]; slots: ClaimSlots } {
  const normalized: UserChanges =
    changes.email === undefined ? changes : { ...changes, email: normalEmail(changes.email) };
  const entries = Object.entries(normalized).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return { next: current, items: [], slots: {} };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  entries.forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    sets.push(`#f${index} = :v${index}`);
  });
  const expected = { ...expect };
  if (changes.email !== undefined) expected.email = current.email;
  if (changes.mobile !== undefined) expected.mobile = current.mobile;
  Object.entries(expected).forEach(([field, value], index) => {
    names[`#e${index}`] = field;
    if (value === null) {
      conditions.push(`(attribute_not_exists(#e${index}) OR attribute_type(#e${index}, :null))`);
      values[':null'] = 'NULL';
    } else {
      values[`:e${index}`] = value;
      conditions.push(`#e${index} = :e${index}`);
    }
  });

  const next: UserRecord = { ...current, ...(Object.fromEntries(entries) as UserChanges) };
  const items: TransactWriteItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(current.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  const slots: ClaimSlots = {};
  if (next.email !== current.email) {
    items.push(claimDelete(keys.userEmail(current.email), current.id));
    slots.email = items.length;
    items.push(claimPut(keys.userEmail(next.email), current.id));
  }
  if (next.mobile !== current.mobile) {
    if (current.mobile) items.push(claimDelete(keys.userMobile(current.mobile), current.id));
    if (next.mobile) {
      slots.mobile = items.length;
      items.push(claimPut(keys.userMobile(next.mobile), current.id));
    }
  }
  return { next, items, slots };
}

/**
 * Changes a user in one transaction, moving the email and mobile claims when those change. The
 * write only happens if the stored user still has the values `current` was read with for every
 * field changed (and `expect`), so two concurrent edits cannot both win: the loser gets a 409.
 */
export async function updateUser(
  current: UserRecord,
  changes: UserChanges,
  expect: UserExpectation = {},
): Promise<UserRecord> {
  const { next, items, slots } = userUpdateItems(current, changes, expect);
  if (items.length === 0) return current;
  await writeTransaction(items, (error) => claimConflict(error, { ...slots, user: 0 }));
  return next;
}
