import { BatchGetCommand, BatchWriteCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { writeWithAuditIfHeld, type AuditEntry } from './audit-repository';
import { decodeCursor } from './cursor';
import { queryIndexPage } from './index-page';
import { keys } from './keys';
import { queryAll } from './query-all';
import { searchSpellings } from './search-spellings';
import type { TransactWriteItem } from './transactions';
import {
  ProfileEntity,
  type AccountProfile,
  type ProfileKind,
  type ProfileStatus,
  type ReviewedProfile,
} from './profiles-repository';
import { userFromItem, type UserRecord } from './users-repository';

// The admin area's access patterns on registrants: the registration's items
// (`ACCOUNT#<id>` / `PROFILE` and `LIST#<name>`, gsi2 `ACCOUNTS#<kind>`; see profiles-repository)
// listed with their users, reviewed, graded and deleted. Payment orders are never deleted: the
// one a registration spent is marked with the deleted account.

/** What the admin keeps on a profile beside the registration's fields (declared with the profile's entity). */
export type ProfileReview = Omit<ReviewedProfile, keyof AccountProfile>;

export type RegistrantFilters = {
  /** Contained in name, company name, email, mobile or PAN (the usual spellings of what was typed). */
  search?: string;
  paid?: boolean;
  status?: ProfileStatus;
  /** The account's email address is (not) verified: read from the users, so checked per page. */
  verified?: boolean;
};

export type Registrant = { profile: ReviewedProfile; user: UserRecord | undefined };

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

/** The profile attributes the search looks in (builders keep their email, mobile and PAN under other names). */
const SEARCHED = [
  ['basic', 'name'],
  ['basic', 'company_name'],
  ['basic', 'email'],
  ['basic', 'mobile_no'],
  ['basic', 'company_email'],
  ['basic', 'company_mobile_no'],
  ['basic', 'pan_no'],
  ['documents[0]', 'value'],
] as const;

function filterOf(filters: RegistrantFilters) {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filters.search) {
    names['#basic'] = 'basic';
    names['#documents'] = 'documents';
    const alternatives: string[] = [];
    searchSpellings(filters.search).forEach((spelling, index) => {
      values[`:q${index}`] = spelling;
      SEARCHED.forEach(([map, field], at) => {
        names[`#s${at}`] = field;
        const path = map === 'basic' ? `#basic.#s${at}` : `#documents[0].#s${at}`;
        alternatives.push(`contains(${path}, :q${index})`);
      });
    });
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  if (filters.paid !== undefined) {
    names['#payment'] = 'payment';
    values[':map'] = 'M';
    clauses.push(filters.paid ? 'attribute_type(#payment, :map)' : 'NOT attribute_type(#payment, :map)');
  }
  if (filters.status) {
    names['#status'] = 'status';
    values[':status'] = filters.status;
    clauses.push('#status = :status');
  }
  return clauses.length
    ? { FilterExpression: clauses.join(' AND '), ExpressionAttributeNames: names, values }
    : { values };
}

/** The users of these accounts, by id (consistent BatchGetItem, 100 at a time). */
async function usersOf(ids: number[]): Promise<Map<number, UserRecord>> {
  const found = new Map<number, UserRecord>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 100) {
    let requested: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map((id) => keys.user(id));
    while (requested && requested.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[tableName] ?? []) {
        const user = userFromItem(item);
        if (user) found.set(user.id, user);
      }
      requested = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}

/**
 * Registrants of one kind, newest first (gsi2 `ACCOUNTS#<kind>`), with their users: search, paid
 * and status are filters of the Query; verified is checked against the users page by page. The
 * cursor is the last registrant looked at, bound to the kind and filters.
 */
export async function listRegistrants(
  kind: ProfileKind,
  options: { limit: number; cursor?: string; filters: RegistrantFilters },
): Promise<{ items: Registrant[]; cursor: string | null }> {
  const partition = keys.accountsByKind(kind, '', 0).gsi2pk;
  const { filters } = options;
  const scope = {
    list: partition,
    search: filters.search,
    paid: filters.paid === undefined ? undefined : String(filters.paid),
    status: filters.status,
    verified: filters.verified === undefined ? undefined : String(filters.verified),
  };
  const filter = filterOf(filters);
  return queryIndexPage({
    query: {
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: filter.FilterExpression,
      ExpressionAttributeNames: filter.ExpressionAttributeNames,
      ExpressionAttributeValues: { ':pk': partition, ...filter.values },
      ScanIndexForward: false,
    },
    keyAttributes: INDEX_KEY_ATTRIBUTES,
    start: await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES),
    scope,
    limit: options.limit,
    sparse: filter.FilterExpression || filters.verified !== undefined ? { maxRead: 500 } : undefined,
    accept: async (found) => {
      const users = await usersOf(found.map((item) => Number(item.account_id)));
      return found.map((item) => {
        const user = users.get(Number(item.account_id));
        const verified = user?.email_verified_at != null;
        if (filters.verified !== undefined && verified !== filters.verified) return undefined;
        return { profile: ProfileEntity.read(item), user };
      });
    },
  });
}

/** Sets the admin's decision (approved or rejected) and remark on a profile that exists. */
function profileReviewItem(
  accountId: number,
  review: { status: ProfileStatus; remark: string; by: { id: number; name: string }; at: string },
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.accountProfile(accountId),
      UpdateExpression:
        'SET #status = :status, admin_remark = :remark, reviewed_at = :at, reviewed_by = :by, updated_at = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': review.status,
        ':remark': review.remark,
        ':at': review.at,
        ':by': review.by,
      },
    },
  };
}

/**
 * A rejected registration back to pending at its registrant's request: the rejection's remark is
 * kept as previous_remark and the decision cleared; only while the profile is still rejected.
 */
function profileReviewRequestItem(
  accountId: number,
  request: { previousRemark: string | null; at: string },
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.accountProfile(accountId),
      UpdateExpression:
        'SET #status = :pending, previous_remark = :previous, review_requested_at = :at, updated_at = :at REMOVE admin_remark, reviewed_at, reviewed_by',
      ConditionExpression: 'attribute_exists(pk) AND #status = :rejected',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':rejected': 'rejected',
        ':previous': request.previousRemark,
        ':at': request.at,
      },
    },
  };
}

/** Sets a contractor's grade (the profile must exist and be a contractor's). */
function profileGradeItem(accountId: number, grade: string, at: string): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.accountProfile(accountId),
      UpdateExpression: 'SET grade = :grade, updated_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND kind = :contractor',
      ExpressionAttributeValues: { ':grade': grade, ':at': at, ':contractor': 'contractor' },
    },
  };
}

/**
 * The core of a registrant's deletion, for one transaction with its audit entry: the user, its
 * email and mobile claims (if still theirs) and the profile go; the order their registration spent
 * stays, marked with the deleted account. Sessions and lists go afterwards (`deleteAccountLeftovers`):
 * without the user no session is accepted anyway.
 */
function registrantDeleteItems(
  user: UserRecord,
  profile: AccountProfile,
  deletion: { by: number; at: string },
): TransactWriteItem[] {
  const items: TransactWriteItem[] = [
    { Delete: { TableName: tableName, Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Delete: {
        TableName: tableName,
        Key: keys.accountProfile(profile.account_id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
  const claim = (key: Record<string, string>): TransactWriteItem => ({
    Delete: {
      TableName: tableName,
      Key: key,
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :owner',
      ExpressionAttributeValues: { ':owner': user.id },
    },
  });
  items.push(claim(keys.userEmail(user.email)));
  if (user.mobile) items.push(claim(keys.userMobile(user.mobile)));
  if (profile.payment) {
    items.push({
      Update: {
        TableName: tableName,
        Key: keys.paymentOrder(profile.payment.order_id),
        UpdateExpression: 'SET deleted_account_id = :account, account_deleted_at = :at, account_deleted_by = :by',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':account': user.id, ':at': deletion.at, ':by': deletion.by },
      },
    });
  }
  return items;
}

// The admin's (and the registrant's) changes of a registration, each with its audit entry in one
// transaction: false when its condition no longer held (the registrant gone, or the profile no
// longer in the state it was read in), and nothing is written then.

export const writeProfileReview = (
  accountId: number,
  review: Parameters<typeof profileReviewItem>[1],
  audit: AuditEntry,
): Promise<boolean> => writeWithAuditIfHeld([profileReviewItem(accountId, review)], [audit]);

/** Only while the profile is still rejected. */
export const writeReviewRequest = (
  accountId: number,
  request: Parameters<typeof profileReviewRequestItem>[1],
  audit: AuditEntry,
): Promise<boolean> => writeWithAuditIfHeld([profileReviewRequestItem(accountId, request)], [audit]);

/** Only a contractor's profile. */
export const writeProfileGrade = (accountId: number, grade: string, at: string, audit: AuditEntry): Promise<boolean> =>
  writeWithAuditIfHeld([profileGradeItem(accountId, grade, at)], [audit]);

/** The core of the deletion (registrantDeleteItems); its leftovers follow with deleteAccountLeftovers. */
export const writeRegistrantDelete = (
  user: UserRecord,
  profile: AccountProfile,
  deletion: { by: number; at: string },
  audit: AuditEntry,
): Promise<boolean> => writeWithAuditIfHeld(registrantDeleteItems(user, profile, deletion), [audit]);

/** Everything still under `USER#<id>` (sessions, used TOTP steps) and `ACCOUNT#<id>` (lists), deleted. */
export async function deleteAccountLeftovers(accountId: number): Promise<void> {
  for (const partition of [keys.user(accountId).pk, keys.accountPartition(accountId)]) {
    const found = await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: 'pk, sk',
    });
    for (let index = 0; index < found.length; index += 25) {
      let requests = found
        .slice(index, index + 25)
        .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
      while (requests.length) {
        const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
  }
}
