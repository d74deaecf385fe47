import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Cover } from '@tender/shared/schemas/opening';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { BidRecord, OpenedFinancialRecord, OpenedTechnicalRecord } from './bids-repository';
import { keys, withoutKeys } from './keys';
import { queryAll } from './query-all';
import type { UserRecord } from './users-repository';
import { isConditionFailure } from './transactions';

// The opening of a tender's sealed bids: one item per cover beside the tender
// (`TENDER#<id>` / `OPENING#<cover>`) holding the openers' confirmations and its state, and what
// each bid's opening found, written on the bid item itself. Every write is conditional: one account
// confirms once, the opening is claimed once, and a bid's cover is recorded once, so an opening
// that stopped halfway is resumed by the next confirmation without opening a bid twice.

export type OpeningConfirmationRecord = { account_id: number; name: string; confirmed_at: string };

/** confirming: fewer than two openers yet; opening: claimed, bids being opened; opened: done. */
export type OpeningState = 'confirming' | 'opening' | 'opened';

export type OpeningRecord = {
  tender_id: number;
  cover: Cover;
  state: OpeningState;
  confirmations: OpeningConfirmationRecord[];
  /** Who claimed the opening (the second opener to confirm) and when it finished. */
  opened_by: number | null;
  opened_at: string | null;
};

function toOpening(item: Record<string, unknown>): OpeningRecord {
  const record = withoutKeys(item);
  return {
    tender_id: Number(record.tender_id),
    cover: record.cover as Cover,
    state: record.state as OpeningState,
    confirmations: (record.confirmations as OpeningConfirmationRecord[] | undefined) ?? [],
    opened_by: typeof record.opened_by === 'number' ? record.opened_by : null,
    opened_at: typeof record.opened_at === 'string' ? record.opened_at : null,
  };
}

/** Both covers' openings of a tender (a cover nobody has confirmed is absent). */
export async function getOpenings(tenderId: number): Promise<Partial<Record<Cover, OpeningRecord>>> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': 'OPENING#' },
    ConsistentRead: true,
  });
  const openings: Partial<Record<Cover, OpeningRecord>> = {};
  for (const item of items) {
    const opening = toOpening(item);
    openings[opening.cover] = opening;
  }
  return openings;
}

/**
 * Records one opener's confirmation while the cover is still being confirmed: the opening as it
 * now is, or undefined when this account had confirmed already or the opening was claimed meanwhile.
 */
export async function addConfirmation(
  tenderId: number,
  cover: Cover,
  confirmation: OpeningConfirmationRecord,
): Promise<OpeningRecord | undefined> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.tenderOpening(tenderId, cover),
        UpdateExpression:
          'SET tender_id = :tender, #cover = :cover, #state = if_not_exists(#state, :confirming), ' +
          'confirmations = list_append(if_not_exists(confirmations, :none), :confirmation), ' +
          'confirmed_ids = list_append(if_not_exists(confirmed_ids, :none), :id)',
        ConditionExpression:
          '(attribute_not_exists(#state) OR #state = :confirming) AND ' +
          '(attribute_not_exists(confirmed_ids) OR NOT contains(confirmed_ids, :account))',
        ExpressionAttributeNames: { '#cover': 'cover', '#state': 'state' },
        ExpressionAttributeValues: {
          ':tender': tenderId,
          ':cover': cover,
          ':confirming': 'confirming',
          ':none': [],
          ':confirmation': [confirmation],
          ':id': [confirmation.account_id],
          ':account': confirmation.account_id,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toOpening(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Claims the opening once two openers confirmed: false when another request claimed it first. */
export async function claimOpening(tenderId: number, cover: Cover, by: number, at: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.tenderOpening(tenderId, cover),
        UpdateExpression: 'SET #state = :opening, opened_by = :by, opening_started_at = :at',
        ConditionExpression: '#state = :confirming AND size(confirmed_ids) >= :two',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':opening': 'opening',
          ':confirming': 'confirming',
          ':by': by,
          ':at': at,
          ':two': 2,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Marks a claimed opening done (every bid has its result); a second call changes nothing. */
/**
 * Marks the opening done, once: true for the run that did it, false when another run (one that
 * outlived its request's deadline, or a concurrent resume) did it first.
 */
export async function markOpened(tenderId: number, cover: Cover, at: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.tenderOpening(tenderId, cover),
        UpdateExpression: 'SET #state = :opened, opened_at = :at',
        ConditionExpression: '#state = :opening',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':opened': 'opened', ':opening': 'opening', ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** Writes what a bid's technical opening found, once: false when it was recorded already. */
export async function saveOpenedTechnical(
  bid: Pick<BidRecord, 'tender_id' | 'contractor_id'>,
  technical: OpenedTechnicalRecord,
  bidderName: string,
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.bid(bid.tender_id, bid.contractor_id),
        UpdateExpression: 'SET opening = :opening, bidder_name = :name',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(opening)',
        ExpressionAttributeValues: { ':opening': { technical }, ':name': bidderName },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Writes what a bid's financial opening found, once, after its technical opening: false otherwise. */
export async function saveOpenedFinancial(
  bid: Pick<BidRecord, 'tender_id' | 'contractor_id'>,
  financial: OpenedFinancialRecord,
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.bid(bid.tender_id, bid.contractor_id),
        UpdateExpression: 'SET opening.financial = :financial',
        ConditionExpression: 'attribute_exists(opening.technical) AND attribute_not_exists(opening.financial)',
        ExpressionAttributeValues: { ':financial': financial },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every Admin account, oldest first (the openers a tender can name beside its organisation). */
export async function listAdminAccounts(): Promise<Pick<UserRecord, 'id' | 'name' | 'role'>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.usersByRole('Admin', '', 0).gsi2pk },
        ProjectionExpression: 'id, #name, #role',
        ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.map((item) => ({ id: Number(item.id), name: String(item.name ?? ''), role: 'Admin' as const }));
}
