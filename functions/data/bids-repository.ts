import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BidReceipt, BidState } from '@tender/shared/schemas/bid-submission';
import type { ReasonCode } from '@tender/shared/opening-messages';
import type { OpeningFlag } from '@tender/shared/schemas/opening';
import type { FinancialRates, TechnicalManifest } from '@tender/shared/schemas/sealed-cover';
import { dynamo, tableName } from '../platform/dynamo-client';
import { batchGetAll } from './batch-get';
import { keys, withoutKeys } from './keys';
import type { TenderRecord } from './tenders-repository';
import { queryAll } from './query-all';
import { cancellationReasons, failedConditions, writeTransaction, type TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

// A contractor's bid on a tender: one item beside the tender (`TENDER#<id>` / `BID#<contractor>`).
// In plain it holds only what the process needs before the opening: that the bid
// exists, its state, its receipt and times, and where its sealed covers are with their data keys
// wrapped by the tender's sealing key. Rates, document names and bytes live only sealed.

/** One sealed object in the bucket: its key and the version written (a versioned bucket keeps no plain). */
export type SealedObject = { key: string; version_id: string | null };

/** A sealed cover: its objects and its data key, wrapped by the tender's sealing key (base64). */
export type SealedCover = { wrapped_key: string; objects: SealedObject[] };

export type BidTenderSummary = Pick<
  TenderRecord,
  'id' | 'tender_uid' | 'project_name' | 'bid_submission_end_date' | 'status'
>;

export type BidRecord = {
  tender_id: number;
  contractor_id: number;
  bid_reference: string;
  state: Exclude<BidState, 'closed'>;
  /** How many submissions this bid has had (0 while only started). */
  submission: number;
  started_at: string;
  submitted_at: string | null;
  withdrawn_at: string | null;
  updated_at: string;
  receipt: BidReceipt | null;
  sealed: { key_arn: string; submission_uid: string; technical: SealedCover; financial: SealedCover } | null;
  /** The bidder's company name as the opening recorded it. */
  bidder_name?: string;
  /** What each cover's opening found; absent until the cover is opened. */
  opening?: { technical?: OpenedTechnicalRecord; financial?: OpenedFinancialRecord };
  /** The technical decision; absent or null until an evaluator decides. */
  evaluation?: EvaluationRecord | null;
  /** The bidder's one representation against a not-qualified decision, with its answer. */
  representation?: RepresentationRecord | null;
  /**
   * A material corrigendum changed what this submission answered: it does not count
   * (register, bid count, opening) until the bidder submits again, which clears both fields.
   */
  needs_reconfirmation?: boolean;
  reconfirm_corrigendum?: number;
};

/** Written by the technical opening. A cover that could not be read keeps a flag and no content. */
export type OpenedTechnicalRecord = {
  opened_at: string;
  digest_match: boolean;
  flag: OpeningFlag | null;
  /** The technical cover's manifest as opened (financial_digest is checked again when the financial cover opens). */
  manifest: TechnicalManifest | null;
  /** The opened documents' private copies, by index (read through presigned links). */
  document_keys: string[];
};

/** Written by the financial opening (qualified bids only). */
export type OpenedFinancialRecord = {
  opened_at: string;
  digest_match: boolean;
  flag: OpeningFlag | null;
  total_paise: string | null;
  rates: FinancialRates['rates'] | null;
};

export type EvaluationRecord = {
  qualified: boolean;
  reason_code: ReasonCode | null;
  clause: string | null;
  note: string | null;
  decided_at: string;
  decided_by: number;
  decided_by_name: string;
  representation_until: string | null;
};

export type RepresentationRecord = {
  id: number;
  text: string;
  document: { name: string; size: number; key: string } | null;
  sent_at: string;
  answer: string | null;
  decision: 'upheld' | 'reversed' | null;
  answered_at: string | null;
  answered_by: number | null;
};

const bidItem = (record: BidRecord) => ({
  ...keys.bid(record.tender_id, record.contractor_id),
  ...keys.bidsOfContractor(record.contractor_id, record.started_at, record.tender_id),
  ...record,
});

export async function getBid(tenderId: number, contractorId: number): Promise<BidRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.bid(tenderId, contractorId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as unknown as BidRecord) : undefined;
}

/** Starts a bid; false when the contractor already has one on this tender. */
export async function putStartedBid(record: BidRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({ TableName: tableName, Item: bidItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** The contractors who have a bid on this tender in any state (started, submitted, withdrawn ...). */
export async function bidderAccountIds(tenderId: number): Promise<number[]> {
  return (await tenderBids(tenderId)).map((bid) => bid.contractor_id);
}

/** Every bid of a tender (the register, the mails at the close). */
export async function tenderBids(tenderId: number): Promise<BidRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys(item) as unknown as BidRecord);
}

/** A contractor's bids, newest first (at most `limit`). */
export async function contractorBids(contractorId: number, limit: number): Promise<BidRecord[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.bidsOfContractorPartition(contractorId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys(item) as unknown as BidRecord);
}

/**
 * What a submission answered, kept under its request (by the request id's hash, `requestKey`) so a
 * repeated request answers the same; the answer is sealed by the domain (it carries the salt).
 */
export type BidRequestRecord = { contractor_id: number; tender_id: number; body_hash: string; sealed_answer: string };

export async function getBidRequest(contractorId: number, requestKey: string): Promise<BidRequestRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.bidRequest(contractorId, requestKey), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as unknown as BidRequestRecord) : undefined;
}

/** Request ids are kept a week: far longer than any client retries. */
const REQUEST_SECONDS = 7 * 24 * 3600;

export type BidWriteConflict = 'bid-changed' | 'tender-not-open' | 'request-used' | 'upload-used';

export class BidWriteConflictError extends Error {
  constructor(readonly conflict: BidWriteConflict) {
    super(`The bid write met a conflict: ${conflict}`);
  }
}

/**
 * One submission, all or nothing: the bid as it now is (only if it is still at the submission it
 * was read at), the tender still active, the count of bids moved when the bid starts or stops
 * counting, the request id claimed with its answer, the uploads claimed (for this account).
 */
export async function writeBidChange(input: {
  bid: BidRecord;
  expectedSubmission: number | null;
  expectedState: BidRecord['state'] | null;
  countChange: -1 | 0 | 1;
  request?: { requestKey: string; record: BidRequestRecord; now: Date };
  uploads?: { ids: readonly string[]; accountId: number; at: Date };
}): Promise<void> {
  const { bid } = input;
  const bidEntry: TransactWriteItem = {
    Put: {
      TableName: tableName,
      Item: bidItem(bid),
      ...(input.expectedSubmission === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#submission = :submission AND #state = :state',
            ExpressionAttributeNames: { '#submission': 'submission', '#state': 'state' },
            ExpressionAttributeValues: { ':submission': input.expectedSubmission, ':state': input.expectedState },
          }),
    },
  };
  const tenderEntry: TransactWriteItem = {
    ConditionCheck: {
      TableName: tableName,
      Key: keys.tender(bid.tender_id),
      ConditionExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'active' },
    },
  };
  const items: TransactWriteItem[] = [bidEntry, tenderEntry];
  if (input.countChange !== 0) {
    items.push({
      Update: {
        TableName: tableName,
        Key: keys.bidCount(bid.tender_id),
        UpdateExpression: 'SET tender_id = :tender ADD bid_count :change',
        ExpressionAttributeValues: { ':tender': bid.tender_id, ':change': input.countChange },
      },
    });
  }
  if (input.request) {
    items.push({
      Put: {
        TableName: tableName,
        Item: {
          ...keys.bidRequest(bid.contractor_id, input.request.requestKey),
          ...input.request.record,
          expiresAt: Math.floor(input.request.now.getTime() / 1000) + REQUEST_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  const requestSlot = input.request ? items.length - 1 : -1;
  const firstExtra = items.length;
  const uploads = input.uploads;
  if (uploads) items.push(...uploads.ids.map((id) => uploadUseItem(id, uploads.accountId, uploads.at)));
  try {
    await writeTransaction(items);
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = new Set(failedConditions(reasons));
    if (failed.has(1)) throw new BidWriteConflictError('tender-not-open');
    if (failed.has(requestSlot)) throw new BidWriteConflictError('request-used');
    if ([...failed].some((slot) => slot >= firstExtra)) throw new BidWriteConflictError('upload-used');
    throw new BidWriteConflictError('bid-changed');
  }
}

/** How many counted bids each tender has (absent = none), one consistent read per tender. */
export async function bidCount(tenderId: number): Promise<number> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.bidCount(tenderId), ConsistentRead: true }),
  );
  return Number(Item?.bid_count ?? 0);
}

/** The tenders these bids are on, by id (what My Bids shows of each). */
export async function tendersOfBids(tenderIds: readonly number[]): Promise<Map<number, BidTenderSummary>> {
  const items = await batchGetAll(
    [...new Set(tenderIds)].map((id) => keys.tender(id)),
    {
      projection: 'id, tender_uid, project_name, bid_submission_end_date, #status',
      names: { '#status': 'status' },
    },
  );
  return new Map(items.map((item) => [Number(item.id), item as unknown as BidTenderSummary]));
}
