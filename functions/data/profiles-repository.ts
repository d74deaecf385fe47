import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { keys, withoutKeys } from './keys';
import { orderUseItem } from './payments-repository';
import { uploadUseItem } from './uploads-repository';
import { newUserItems, type NewUser, type TransactWriteItem, type UserRecord } from './users-repository';

// Registered accounts' profiles (contractor, organisation, builder), written with the account in
// the registration's one transaction. `ACCOUNT#<id>` / `PROFILE` holds the basic fields, bank
// details, the four documents and the admin's bookkeeping (status, grade); each repeating list
// (directors, staff, works ...) is one item `ACCOUNT#<id>` / `LIST#<name>` holding all its rows, each
// row with a numeric `id` (1..n) that later edits name to change or remove it.

export type ProfileKind = 'contractor' | 'organization' | 'builder';
/** The admin approves (or rejects) a registration later; until then it is pending. */
export type ProfileStatus = 'pending' | 'approved' | 'rejected';

/** What a profile field holds: text, a number, selected lookup ids, a stored file, or null when empty. */
export type ProfileValue = string | number | boolean | number[] | StoredFile | null;
export type ProfileFields = Record<string, ProfileValue>;

/** One row of the Upload Documents table: document 1 = PAN, 2 = GSTIN, 3 = pin code, 4 = director address proof. */
export type ProfileDocument = {
  document_type_id: number;
  value: string | null;
  storage: StoredFile | null;
};

export type BankDetails = {
  favouring_name: string | null;
  account_no: string | null;
  bank_name: string | null;
  branch_name: string | null;
  ifsc_code: string | null;
};

/** A row of a repeating list; `id` is its number within the list (never reused: see `next_row_id`). */
export type ProfileRow = { id: number } & ProfileFields;

export type ProfilePayment = { order_id: string; payment_id: string };

export type AccountProfile = {
  account_id: number;
  kind: ProfileKind;
  status: ProfileStatus;
  /** Contractors start at grade 'C' (SPEC §4); null for other kinds. */
  grade: string | null;
  is_quick_register: boolean;
  /** The registration fee's payment, when one was taken. */
  payment: ProfilePayment | null;
  /** The form's own fields (company, director, work types), files as StoredFile. */
  basic: ProfileFields;
  bank_details: BankDetails | null;
  /** Contractors and organisations: the four rows, in document type order; builders: none. */
  documents: ProfileDocument[];
  created_at: string;
  updated_at: string;
};

export type ProfileList = { name: string; rows: ProfileRow[] };

/** A whole profile: the PROFILE item and every list by name (a list never written reads as absent). */
export type LoadedProfile = {
  profile: AccountProfile;
  lists: Record<string, ProfileRow[]>;
  /** Each written list's next row id (ids are never reused; a list never written starts at 1). */
  nextRowIds?: Record<string, number>;
};

/** What a registration claimed with its request_id: a retry with the same body answers the same account. */
export type RegistrationRequest = {
  request_id: string;
  account_id: number;
  email: string;
  body_hash: string;
  kind: ProfileKind;
  created_at: string;
};

/** How long a request_id is remembered: a retried submit comes within minutes, a stale tab within days. */
const REQUEST_DAYS = 30;

export type NewRegistration = {
  accountId: number;
  user: NewUser;
  profile: Omit<AccountProfile, 'account_id' | 'created_at' | 'updated_at'>;
  lists: ProfileList[];
  /** Upload tickets (uuid of tmp/<uuid>) the profile's files came from: each is marked used. */
  uploadIds: string[];
  /** The paid order this registration spends (status paid -> used). */
  payment: ProfilePayment | null;
  request: { request_id: string; body_hash: string } | null;
  now: Date;
};

/** The entry of `items` a failed condition points at, by what it guards. */
export type RegistrationSlots = {
  email: number;
  mobile?: number;
  request?: number;
  uploads: Record<number, string>;
  payment?: number;
};

export type RegistrationConflictReason = 'email' | 'mobile' | 'request' | 'upload' | 'payment' | 'unknown';

/** The registration transaction was cancelled by a condition: which one (and the upload, for 'upload'). */
export class RegistrationConflictError extends ConflictError {
  constructor(
    readonly reason: RegistrationConflictReason,
    readonly uploadId?: string,
    options?: { cause?: unknown },
  ) {
    super(undefined, options);
  }
}

const put = (item: Record<string, unknown>, condition = 'attribute_not_exists(pk)'): TransactWriteItem => ({
  Put: { TableName: tableName, Item: item, ConditionExpression: condition },
});

/** The PROFILE item and one item per non-empty list of an account, each written only if absent. */
function profileItems(id: number, content: NewRegistration['profile'], lists: ProfileList[], at: string) {
  const profile: AccountProfile = { ...content, account_id: id, created_at: at, updated_at: at };
  const items = [put({ ...keys.accountProfile(id), ...keys.accountsByKind(profile.kind, at, id), ...profile })];
  for (const list of lists) {
    if (list.rows.length === 0) continue;
    items.push(
      put({
        ...keys.accountList(id, list.name),
        account_id: id,
        list: list.name,
        rows: list.rows,
        next_row_id: Math.max(0, ...list.rows.map((row) => row.id)) + 1,
        updated_at: at,
      }),
    );
  }
  return items;
}

/**
 * A profile for an account that exists without one (the local demo logins), in one transaction;
 * false when the account already has a profile.
 */
export async function putMissingProfile(
  accountId: number,
  profile: NewRegistration['profile'],
  lists: ProfileList[],
  now: Date,
): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({ TransactItems: profileItems(accountId, profile, lists, now.toISOString()) }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Every TransactWriteItems entry of one registration, and where each guarded one sits: the user
 * with its EMAIL#/MOBILE# claims, the profile, one item per non-empty list, the request_id claim,
 * each upload marked used, the payment spent. Pure (no request), so its worst case can be counted.
 */
export function registrationItems(input: NewRegistration): {
  items: TransactWriteItem[];
  slots: RegistrationSlots;
  user: UserRecord;
} {
  const { accountId: id, now } = input;
  const at = now.toISOString();
  const { record, items, slots: claims } = newUserItems(id, input.user);
  const slots: RegistrationSlots = { email: claims.email ?? 1, mobile: claims.mobile, uploads: {} };
  items.push(...profileItems(id, input.profile, input.lists, at));
  if (input.request) {
    slots.request = items.length;
    const request: RegistrationRequest = {
      request_id: input.request.request_id,
      account_id: id,
      email: record.email,
      body_hash: input.request.body_hash,
      kind: input.profile.kind,
      created_at: at,
    };
    items.push(
      put({
        ...keys.registrationRequest(request.request_id),
        ...request,
        expiresAt: Math.floor(now.getTime() / 1000) + REQUEST_DAYS * 86_400,
      }),
    );
  }
  for (const uploadId of new Set(input.uploadIds)) {
    slots.uploads[items.length] = uploadId;
    items.push(uploadUseItem(uploadId, id, now));
  }
  if (input.payment) {
    slots.payment = items.length;
    items.push(orderUseItem(input.payment.order_id, input.payment.payment_id, id, now));
  }
  return { items, slots, user: record };
}

function conflictOf(error: unknown, slots: RegistrationSlots): RegistrationConflictError | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const failed = (slot: number | undefined) => slot !== undefined && reasons[slot]?.Code === 'ConditionalCheckFailed';
  const options = { cause: error };
  if (failed(slots.request)) return new RegistrationConflictError('request', undefined, options);
  if (failed(slots.email)) return new RegistrationConflictError('email', undefined, options);
  if (failed(slots.mobile)) return new RegistrationConflictError('mobile', undefined, options);
  const upload = Object.keys(slots.uploads)
    .map(Number)
    .find((slot) => failed(slot));
  if (upload !== undefined) return new RegistrationConflictError('upload', slots.uploads[upload], options);
  if (failed(slots.payment)) return new RegistrationConflictError('payment', undefined, options);
  // Cancelled for another reason (a concurrent transaction on the same items): nothing was written.
  return new RegistrationConflictError('unknown', undefined, options);
}

/**
 * Writes a whole registration in ONE transaction (see `registrationItems`): either the account,
 * its profile, its claims, its uploads and its payment all land, or nothing does. A failed
 * condition is a RegistrationConflictError saying which (a taken email or mobile, a request_id
 * already used, an upload or payment used meanwhile).
 */
export async function writeRegistration(input: NewRegistration): Promise<UserRecord> {
  const { items, slots, user } = registrationItems(input);
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    throw conflictOf(error, slots) ?? error;
  }
  return user;
}

/** The registration a request_id made, if any (strongly consistent: a retry may follow at once). */
export async function getRegistrationRequest(requestId: string): Promise<RegistrationRequest | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.registrationRequest(requestId), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as RegistrationRequest) : undefined;
}

/** A whole profile in one Query of `ACCOUNT#<id>` (paged only past 1 MB); undefined when the account has none. */
export async function getAccountProfile(accountId: number): Promise<LoadedProfile | undefined> {
  let profile: AccountProfile | undefined;
  const lists: Record<string, ProfileRow[]> = {};
  const nextRowIds: Record<string, number> = {};
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.accountPartition(accountId) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.sk === 'PROFILE') profile = withoutKeys(item) as unknown as AccountProfile;
      else if (typeof item.sk === 'string' && item.sk.startsWith('LIST#')) {
        lists[String(item.list)] = (item.rows ?? []) as ProfileRow[];
        if (typeof item.next_row_id === 'number') nextRowIds[String(item.list)] = item.next_row_id;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return profile ? { profile, lists, nextRowIds } : undefined;
}

/**
 * DynamoDB's size of an item, counted as AWS documents it (names and values in UTF-8 bytes, a
 * number at most 21 bytes, 3 bytes per list or map plus 1 per element): an upper bound, for checking
 * that the largest registration stays under the 400 KB item limit.
 */
export function itemSizeBytes(value: unknown): number {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 21;
  if (typeof value === 'string') return bytes(value);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + itemSizeBytes(element), 0);
  if (typeof value === 'object') {
    return (
      3 + Object.entries(value).reduce((sum, [name, element]) => sum + 1 + bytes(name) + itemSizeBytes(element), 0)
    );
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Profile saves (issue 8): one tab of a profile, in ONE transaction.

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
    changes: Partial<Pick<UserRecord, 'name' | 'email' | 'mobile' | 'email_verified_at'>>;
  };
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

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The user item's update and its claims moved, as users-repository's updateUser writes them. */
function userSaveItems(user: NonNullable<ProfileSave['user']>, items: TransactWriteItem[], slots: SaveSlots): void {
  const { current } = user;
  const changes =
    user.changes.email === undefined ? user.changes : { ...user.changes, email: normalEmail(user.changes.email) };
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:v${index}`] = value;
    return `#f${index} = :v${index}`;
  });
  // The user as it was read: a concurrent My Info save of the same fields makes this one a 409.
  const conditions = ['attribute_exists(pk)'];
  (['name', 'email', 'mobile'] as const).forEach((field, index) => {
    if (changes[field] === undefined) return;
    names[`#e${index}`] = field;
    const was = current[field];
    if (was === null) {
      conditions.push(`(attribute_not_exists(#e${index}) OR attribute_type(#e${index}, :null))`);
      values[':null'] = 'NULL';
    } else {
      values[`:e${index}`] = was;
      conditions.push(`#e${index} = :e${index}`);
    }
  });
  items.push({
    Update: {
      TableName: tableName,
      Key: keys.user(current.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  });
  const claimPut = (key: Record<string, string>) => ({
    Put: {
      TableName: tableName,
      Item: { ...key, userId: current.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const claimDelete = (key: Record<string, string>) => ({
    Delete: {
      TableName: tableName,
      Key: key,
      ConditionExpression: 'userId = :owner',
      ExpressionAttributeValues: { ':owner': current.id },
    },
  });
  if (changes.email !== undefined && changes.email !== current.email) {
    items.push(claimDelete(keys.userEmail(current.email)));
    slots.email = items.length;
    items.push(claimPut(keys.userEmail(changes.email)));
  }
  if (changes.mobile !== undefined && changes.mobile !== current.mobile) {
    if (current.mobile) items.push(claimDelete(keys.userMobile(current.mobile)));
    if (changes.mobile) {
      slots.mobile = items.length;
      items.push(claimPut(keys.userMobile(changes.mobile)));
    }
  }
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
    items.push({
      Put: {
        TableName: tableName,
        Item: {
          ...keys.accountList(input.accountId, list.name),
          account_id: input.accountId,
          list: list.name,
          rows: list.rows,
          next_row_id: list.next_row_id,
          updated_at: updatedAt,
        },
      },
    });
  }
  const slots: SaveSlots = { uploads: {} };
  if (input.user) userSaveItems(input.user, items, slots);
  for (const uploadId of new Set(input.uploadIds)) {
    slots.uploads[items.length] = uploadId;
    items.push(uploadUseItem(uploadId, input.accountId, input.now));
  }
  return { items, slots, updatedAt };
}

function saveConflictOf(error: unknown, slots: SaveSlots): ProfileSaveConflictError | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const failed = (slot: number | undefined) => slot !== undefined && reasons[slot]?.Code === 'ConditionalCheckFailed';
  const options = { cause: error };
  if (failed(slots.email)) return new ProfileSaveConflictError('email', undefined, options);
  if (failed(slots.mobile)) return new ProfileSaveConflictError('mobile', undefined, options);
  const upload = Object.keys(slots.uploads)
    .map(Number)
    .find((slot) => failed(slot));
  if (upload !== undefined) return new ProfileSaveConflictError('upload', slots.uploads[upload], options);
  // The profile (or the user) changed since it was read, or another transaction held an item.
  return new ProfileSaveConflictError('changed', undefined, options);
}

/** Writes one profile save in ONE transaction (see `profileSaveItems`); answers the new updated_at. */
export async function saveProfile(input: ProfileSave): Promise<string> {
  const { items, slots, updatedAt } = profileSaveItems(input);
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    throw saveConflictOf(error, slots) ?? error;
  }
  return updatedAt;
}
