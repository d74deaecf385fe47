import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminTenderStatus, TenderDetail, TenderListItem, TenderStatus } from '@tender/shared/schemas/tender';
import { dynamo, tableName } from '../platform/dynamo-client';
import { decodeCursor } from './cursor';
import { queryIndexPage } from './index-page';
import { keys, withoutKeys, type LookupKind } from './keys';
import type { TransactWriteItem } from './transactions';
import { addLookupUse } from './lookups-repository';
import { searchSpellings } from './search-spellings';
import { setFieldAssignments } from './set-fields';
import { TENDER_LIST_ATTRIBUTES } from './table-definition';

export type StoredTenderDocument = Omit<TenderDetail['tender_documents'][number], 'download_url'>;

/** What the admin area keeps beside the public detail; tenders written before it have none of it. */
export type TenderAdminFields = {
  /**
   * The owning organisation: a registered Organization account's user id; its company
   * name is organization_name. Absent on tenders stored before owners: those only the Admin manages.
   */
  organization_id?: number;
  /** The consultancy's remark when it returned the tender to its organisation, and when. */
  return_remark?: string | null;
  returned_at?: string | null;
  /** When its organisation last sent it for the consultancy's review. */
  submitted_at?: string | null;
  /** The tender this one re-tenders, and the one that re-tendered this (ids and tender_uids). */
  retender_of?: number | null;
  retender_of_uid?: string | null;
  retendered_as?: number | null;
  retendered_as_uid?: string | null;
  cancel_reason?: string | null;
  cancelled_at?: string | null;
  /** When the close-tenders job closed it for bids (status closed). */
  closed_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  /** Raised by every admin change; an edit names the version it read (absent = 0). */
  version?: number;
  /** The next document's id (ids are never reused, so a download link never changes its file). */
  next_document_id?: number;
  /**
   * Who opens its bids and who evaluates them: account ids, Admins or the owning
   * organisation. Filled at publish (null: the defaults); absent on tenders published before.
   */
  openers?: number[] | null;
  evaluators?: number[] | null;
  /** Days a bidder has to answer a not-qualified decision (null: DEFAULT_REPRESENTATION_DAYS). */
  representation_days?: number | null;
  /** The winning contractor's account; the public award itself is `award`. */
  awarded_to?: number | null;
  /** When it was declared unsuccessful (the reason is `unsuccessful_reason`). */
  unsuccessful_at?: string | null;
  /** How many corrigenda it has had; absent = none. */
  corrigendum_count?: number;
  /** The bid submission period as published, before any corrigendum moved it (the one-third rule's base). */
  original_submission_period?: { start: string; end: string };
};

/** A tender as stored: the detail without the derived fields; a draft has no published_date yet. */
export type TenderRecord = Omit<TenderDetail, 'tender_documents' | 'work_type_name' | 'status' | 'published_date'> & {
  status: AdminTenderStatus;
  published_date: string | null;
  tender_documents: StoredTenderDocument[];
} & TenderAdminFields;
export type TenderSummaryRecord = Pick<TenderRecord, (typeof TENDER_LIST_ATTRIBUTES)[number]>;

/** A tender the public may see: published (active, closed, cancelled, re-tendered, awarded or unsuccessful). */
export type PublicTenderRecord = TenderRecord & { status: TenderStatus; published_date: string };

export function isPublicTender(record: TenderRecord | undefined): record is PublicTenderRecord {
  return record !== undefined && record.status !== 'draft' && typeof record.published_date === 'string';
}

export type TenderListFilters = {
  categoryId?: number;
  workTypeId?: number;
  /** Matched as a substring of tender_uid. */
  uidContains?: string;
  /** Admin search: matched in tender_uid (upper case) or project_name (as typed, or in lower, upper, title or sentence case). */
  search?: string;
  /** Inclusive window on the bid submission end (UTC ISO strings). */
  bidEndFrom?: string;
  bidEndTo?: string;
};

export type TenderPage<S extends AdminTenderStatus = AdminTenderStatus> = {
  items: (TenderSummaryRecord & { status: S })[];
  cursor: string | null;
};

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

const utc = (iso: string) => new Date(iso).toISOString();

/** The lookup entries a tender uses (its category, its work type, each work item's type), once each. */
export function tenderLookupRefs(
  record: Pick<TenderRecord, 'tender_category_id' | 'material_work_type_id' | 'tender_material_works'>,
): LookupRef[] {
  const refs = new Map<string, LookupRef>();
  const add = (kind: LookupKind, id: number) => refs.set(`${kind}:${id}`, { kind, id });
  add('tender_category', record.tender_category_id);
  add('work_type', record.material_work_type_id);
  for (const item of record.tender_material_works) add('work_type', item.material_work_type_id);
  return [...refs.values()];
}
export type LookupRef = { kind: LookupKind; id: number };

/** Counts the lookup entries these tenders use, so an entry in use is never deleted (imports and seed). */
async function countLookupUse(records: readonly TenderRecord[]): Promise<void> {
  const counts = new Map<string, LookupRef & { count: number }>();
  for (const record of records) {
    for (const ref of tenderLookupRefs(record)) {
      const key = `${ref.kind}:${ref.id}`;
      const entry = counts.get(key) ?? { ...ref, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  await Promise.all([...counts.values()].map((entry) => addLookupUse(entry.kind, entry.id, entry.count)));
}

/** Writes a new tender as it is (seed, imports, tests) and counts the lookups it uses. */
export async function putTender(record: TenderRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: tenderItem(record) }));
  await countLookupUse([record]);
}

function tenderItem(record: TenderRecord) {
  return {
    ...keys.tender(record.id),
    ...keys.tenderStatusIndex(record.status, utc(record.bid_submission_end_date), record.id),
    ...(typeof record.organization_id === 'number'
      ? keys.tendersOfOrganization(record.organization_id, record.created_at ?? '', record.id)
      : {}),
    ...record,
  };
}

/** Writes a stored tender again as it now is (a seed upgrade), without counting its lookups again. */
export async function replaceTender(record: TenderRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: tenderItem(record) }));
}

/** Bulk load (imports, load tests): 25 tenders per request, retrying what DynamoDB hands back. */
export async function putTenders(records: readonly TenderRecord[]): Promise<void> {
  for (let index = 0; index < records.length; index += 25) {
    let requests = records.slice(index, index + 25).map((record) => ({ PutRequest: { Item: tenderItem(record) } }));
    while (requests.length) {
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
  await countLookupUse(records);
}

export async function getTenderById(
  id: number,
  options: { consistent?: boolean } = {},
): Promise<TenderRecord | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.tender(id), ConsistentRead: options.consistent }),
  );
  return result.Item ? (withoutKeys(result.Item) as TenderRecord) : undefined;
}

/** The Query filter of the list filters that are not on the key (category, work type, tender id, search). */
export function filterExpression(filters: TenderListFilters) {
  const clauses: string[] = [];
  const values: Record<string, unknown> = {};
  if (filters.categoryId !== undefined) {
    clauses.push('tender_category_id = :category');
    values[':category'] = filters.categoryId;
  }
  if (filters.workTypeId !== undefined) {
    clauses.push('material_work_type_id = :workType');
    values[':workType'] = filters.workTypeId;
  }
  if (filters.uidContains) {
    clauses.push('contains(tender_uid, :uid)');
    values[':uid'] = filters.uidContains;
  }
  if (filters.search) {
    const text = filters.search;
    const alternatives = ['contains(tender_uid, :searchUid)'];
    values[':searchUid'] = text.toUpperCase();
    searchSpellings(text).forEach((spelling, index) => {
      alternatives.push(`contains(project_name, :search${index})`);
      values[`:search${index}`] = spelling;
    });
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  return clauses.length ? { FilterExpression: clauses.join(' AND '), values } : { values };
}

/**
 * Tenders of one status ordered by bid submission end, read from the status index: a Query with
 * a key window and a cursor, never a Scan, so a page costs the same at 100 or 100 000 tenders.
 */
export async function listTendersByStatus<S extends AdminTenderStatus>(
  status: S,
  options: { limit: number; cursor?: string; filters?: TenderListFilters; newestFirst?: boolean },
): Promise<TenderPage<S>> {
  const filters = options.filters ?? {};
  const partition = keys.tenderStatusPartition(status);
  const filter = filterExpression(filters);
  const from = filters.bidEndFrom ? utc(filters.bidEndFrom) : '0';
  const to = filters.bidEndTo ? `${utc(filters.bidEndTo)}~` : '~';
  // The cursor is bound to the list and the filters the caller chose; the moving start of the
  // active window (now) is not part of it, so paging survives the passing of time.
  const scope = {
    list: partition,
    category: filters.categoryId,
    workType: filters.workTypeId,
    uid: filters.uidContains,
    search: filters.search,
    bidEndTo: filters.bidEndTo,
  };
  let start = await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES);
  const resumeAt = start?.gsi1sk ?? '';
  if (start && resumeAt > to) return { items: [], cursor: null };
  // A tender at the page boundary closed since: the window now starts later than the cursor.
  if (start && resumeAt < from) start = undefined;

  return queryIndexPage({
    query: {
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      FilterExpression: filter.FilterExpression,
      ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to, ...filter.values },
      ScanIndexForward: !options.newestFirst,
    },
    keyAttributes: INDEX_KEY_ATTRIBUTES,
    start,
    scope,
    limit: options.limit,
    sparse: filter.FilterExpression ? { maxRead: 1000 } : undefined,
    accept: async (found) => found.map((item) => withoutKeys(item) as TenderPage<S>['items'][number]),
  });
}

export type { TenderListItem };

// ---------------------------------------------------------------------------------------------
// Admin writes. Each is one entry of a transaction the caller completes with the lookup
// counts, upload claims and audit entry of the same change (audit-repository's writeWithAudit).

/** What a write expects of the stored tender: none yet, or this version in one of these states. */
export type TenderExpectation =
  { kind: 'new' } | { kind: 'version'; version: number; statuses: readonly AdminTenderStatus[] };

function expectationCondition(expect: TenderExpectation) {
  if (expect.kind === 'new') return { ConditionExpression: 'attribute_not_exists(pk)' };
  const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
  const values: Record<string, unknown> = { ':version': expect.version };
  const statuses = expect.statuses.map((status, index) => {
    values[`:from${index}`] = status;
    return `:from${index}`;
  });
  const version =
    expect.version === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version';
  return {
    ConditionExpression: `attribute_exists(pk) AND #status IN (${statuses.join(', ')}) AND ${version}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Writes the whole tender (create, edit, the new one of a re-tendering) if the stored one is as expected. */
export function tenderPutItem(record: TenderRecord, expect: TenderExpectation): TransactWriteItem {
  return { Put: { TableName: tableName, Item: tenderItem(record), ...expectationCondition(expect) } };
}

/**
 * Moves a tender to another state (publish, cancel, re-tender) if it is still in one of the states
 * and at the version it was read in: its status list (gsi1) changes with it, its version goes up,
 * and `set` is written beside (published_date, cancel_reason ...).
 */
export function tenderTransitionItem(
  id: number,
  change: {
    to: AdminTenderStatus;
    expect: Extract<TenderExpectation, { kind: 'version' }>;
    set: Partial<Omit<TenderRecord, 'id' | 'status' | 'version'>>;
  },
): TransactWriteItem {
  const condition = expectationCondition(change.expect);
  const names: Record<string, string> = { ...condition.ExpressionAttributeNames };
  const values: Record<string, unknown> = {
    ...condition.ExpressionAttributeValues,
    ':to': change.to,
    ':partition': keys.tenderStatusPartition(change.to),
    ':next': change.expect.version + 1,
  };
  const assignments = [
    '#status = :to',
    'gsi1pk = :partition',
    '#version = :next',
    ...setFieldAssignments(change.set, 'set', { names, values }),
  ];
  return {
    Update: {
      TableName: tableName,
      Key: keys.tender(id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The next serial of a year's tender ids (PPC/<year>/<serial>), by one atomic update. A year's
 * sequence starts above `floor` (the new tender's own id less one), so it never meets the serials
 * the seed and imports gave their tenders (never more than the tenders there were).
 */
export async function nextTenderSerial(year: number, floor: number): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.sequence(`tender_uid#${year}`),
      UpdateExpression: 'SET #value = if_not_exists(#value, :floor) + :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':floor': floor, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}
