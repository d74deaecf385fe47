import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { keys, withoutKeys } from './keys';
import { orderUseItem } from './payments-repository';
import {
  profileListItem,
  type AccountProfile,
  type ProfileKind,
  type ProfileList,
  type ProfilePayment,
} from './profiles-repository';
import { cancellationReasons, failedStep, writeTransaction, type TransactWriteItem } from './transactions';
import { appendUploadUses } from './uploads-repository';
import { newUserItems, type NewUser, type UserRecord } from './users-repository';

// A registration, all or nothing: the account with its claims, the whole profile (see
// profiles-repository.ts for what it holds), the uploads and the payment it spends, and the
// request_id that makes a retried submit answer the same account, in ONE transaction.

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
    const nextRowId = Math.max(0, ...list.rows.map((row) => row.id)) + 1;
    items.push(put(profileListItem(id, { ...list, next_row_id: nextRowId }, at)));
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
    await writeTransaction(profileItems(accountId, profile, lists, now.toISOString()));
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
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
  appendUploadUses(input.uploadIds, { accountId: id, now }, items, slots);
  if (input.payment) {
    slots.payment = items.length;
    items.push(orderUseItem(input.payment.order_id, input.payment.payment_id, id, now));
  }
  return { items, slots, user: record };
}

function conflictOf(error: unknown, slots: RegistrationSlots): RegistrationConflictError | undefined {
  // A reused request_id comes first: its retry also finds its own email and payment taken.
  const failed = failedStep(error, slots, ['request', 'email', 'mobile', 'upload', 'payment']);
  if (failed === undefined) return undefined;
  // null: cancelled for another reason (a concurrent transaction on the same items); nothing was written.
  return new RegistrationConflictError(failed?.step ?? 'unknown', failed?.uploadId, { cause: error });
}

/**
 * Writes a whole registration in ONE transaction (see `registrationItems`): either the account,
 * its profile, its claims, its uploads and its payment all land, or nothing does. A failed
 * condition is a RegistrationConflictError saying which (a taken email or mobile, a request_id
 * already used, an upload or payment used meanwhile).
 */
export async function writeRegistration(input: NewRegistration): Promise<UserRecord> {
  const { items, slots, user } = registrationItems(input);
  await writeTransaction(items, (error) => conflictOf(error, slots));
  return user;
}

/** The registration a request_id made, if any (strongly consistent: a retry may follow at once). */
export async function getRegistrationRequest(requestId: string): Promise<RegistrationRequest | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.registrationRequest(requestId), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as RegistrationRequest) : undefined;
}

/** Records a registration fee's payment on a profile that has none (demo data seeded before fees were recorded). */
export async function recordMissingPayment(accountId: number, payment: ProfilePayment): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.accountProfile(accountId),
        UpdateExpression: 'SET payment = :payment',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(payment) OR payment = :none)',
        ExpressionAttributeValues: { ':payment': payment, ':none': null },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
