import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { consentPutItem, type ConsentRecord } from './account-data-repository';
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
import { claimPut, newUserItems, type NewUser, type UserRecord, type UserRole } from './users-repository';

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
  /** The agreement to the privacy policy the form carried, recorded with the account. */
  consent?: ConsentRecord;
  now: Date;
};

/** The entry of `items` a failed condition points at, by what it guards. */
export type RegistrationSlots = {
  email?: number;
  /** A Subscriber's registration: its user item (still a Subscriber); the profile (none yet). */
  account?: number;
  profile?: number;
  mobile?: number;
  request?: number;
  uploads: Record<number, string>;
  payment?: number;
};

export type RegistrationConflictReason =
  'email' | 'mobile' | 'request' | 'upload' | 'payment' | 'account' | 'profile' | 'unknown';

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
 * The company part of a registration, appended to `items`: the profile and its lists, the
 * request_id claim, each upload marked used, the payment spent (their slots noted in `slots`).
 */
function appendCompanyItems(
  input: Omit<NewRegistration, 'user'>,
  email: string,
  items: TransactWriteItem[],
  slots: RegistrationSlots,
): void {
  const { accountId: id, now } = input;
  const at = now.toISOString();
  slots.profile = items.length;
  items.push(...profileItems(id, input.profile, input.lists, at));
  if (input.request) {
    slots.request = items.length;
    const request: RegistrationRequest = {
      request_id: input.request.request_id,
      account_id: id,
      email,
      body_hash: input.request.body_hash,
      kind: input.profile.kind,
      created_at: at,
    };
    items.push(
      put({
        ...keys.registrationRequest(request.request_id),
        ...keys.registrationRequestsOfAccount(id, at),
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
  if (input.consent) items.push(consentPutItem(input.consent));
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
  const { record, items, slots: claims } = newUserItems(input.accountId, input.user);
  const slots: RegistrationSlots = { email: claims.email ?? 1, mobile: claims.mobile, uploads: {} };
  appendCompanyItems(input, record.email, items, slots);
  return { items, slots, user: record };
}

/** A Subscriber's account registering its company: what its user item becomes. */
export type SubscriberUpgrade = Omit<NewRegistration, 'user' | 'accountId'> & {
  /** The Subscriber as it was read (the write holds only while it is still this Subscriber). */
  current: UserRecord;
  role: Exclude<UserRole, 'Subscriber' | 'Admin'>;
  name: string;
  /** The form's mobile: added to the account (with its claim) when the account has none. */
  mobile: string;
};

const keyValues = (key: Record<string, string>) =>
  Object.fromEntries(Object.entries(key).map(([name, value]) => [`:${name}`, value]));

/**
 * The user item of a Subscriber that registers its company: the registered role (and the role's
 * list in gsi2 with it), the form's name, and the mobile when it had none; on the condition that it
 * is still a Subscriber with the email (and no mobile) it was read with.
 */
function subscriberUserItems(upgrade: SubscriberUpgrade): { items: TransactWriteItem[]; mobileSlot?: number } {
  const { current, role } = upgrade;
  const addsMobile = current.mobile === null && upgrade.mobile !== '';
  const values: Record<string, unknown> = {
    ':role': role,
    ':subscriber': 'Subscriber',
    ':name': upgrade.name || current.name,
    ':email': current.email,
    ...keyValues(keys.usersByRole(role, current.created_at, current.id)),
  };
  const sets = ['#role = :role', '#name = :name', 'gsi2pk = :gsi2pk', 'gsi2sk = :gsi2sk'];
  const conditions = ['#role = :subscriber', 'email = :email'];
  if (addsMobile) {
    sets.push('mobile = :mobile');
    values[':mobile'] = upgrade.mobile;
    values[':null'] = 'NULL';
    conditions.push('(attribute_not_exists(mobile) OR attribute_type(mobile, :null))');
  }
  const items: TransactWriteItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: keys.user(current.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { '#role': 'role', '#name': 'name' },
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (!addsMobile) return { items };
  items.push(claimPut(keys.userMobile(upgrade.mobile), current.id));
  return { items, mobileSlot: 1 };
}

/**
 * The entries of a Subscriber's registration (see SubscriberUpgrade): its user item changed, the
 * mobile claim it adds, then the same company items as a new registration's. Pure.
 */
export function subscriberUpgradeItems(upgrade: SubscriberUpgrade): {
  items: TransactWriteItem[];
  slots: RegistrationSlots;
  user: UserRecord;
} {
  const { items, mobileSlot } = subscriberUserItems(upgrade);
  const slots: RegistrationSlots = { account: 0, mobile: mobileSlot, uploads: {} };
  appendCompanyItems({ ...upgrade, accountId: upgrade.current.id }, upgrade.current.email, items, slots);
  const user: UserRecord = {
    ...upgrade.current,
    role: upgrade.role,
    name: upgrade.name || upgrade.current.name,
    mobile: upgrade.current.mobile ?? (upgrade.mobile || null),
  };
  return { items, slots, user };
}

/**
 * Writes a Subscriber's registration in ONE transaction: the account becomes the registered role
 * with its whole profile, or nothing changes. A failed condition is a RegistrationConflictError
 * ('account': no longer a Subscriber, or it has a profile already).
 */
export async function writeSubscriberUpgrade(upgrade: SubscriberUpgrade): Promise<UserRecord> {
  const { items, slots, user } = subscriberUpgradeItems(upgrade);
  await writeTransaction(items, (error) => conflictOf(error, slots));
  return user;
}

function conflictOf(error: unknown, slots: RegistrationSlots): RegistrationConflictError | undefined {
  // A reused request_id comes first: its retry also finds its own email and payment taken.
  const failed = failedStep(error, slots, ['request', 'account', 'profile', 'email', 'mobile', 'upload', 'payment']);
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
