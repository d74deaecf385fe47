import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BID_STATES, BidReceipt, type BidState } from '@tender/shared/schemas/bid-submission';
import { REASON_CODES } from '@tender/shared/opening-messages';
import * as z from '@tender/shared/schemas/mini';
import { COVER_CHECKS, OPENING_FLAGS } from '@tender/shared/schemas/opening';
import { TechnicalManifest, type FinancialRates } from '@tender/shared/schemas/sealed-cover';
import { ADMIN_TENDER_STATUSES } from '@tender/shared/schemas/tender';
import { dynamo, tableName } from '../platform/dynamo-client';
import { batchGetAll } from './batch-get';
import { defineEntity, passedArray } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import { cancellationReasons, failedConditions, writeTransaction, type TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

// A contractor's bid on a tender: one item beside the tender (`TENDER#<id>` / `BID#<contractor>`).
// In plain it holds only what the process needs before the opening: that the bid
// exists, its state, its receipt and times, and where its sealed covers are with their data keys
// wrapped by the tender's sealing key. Rates, document names and bytes live only sealed.

/** One sealed object in the bucket: its key and the version written (a versioned bucket keeps no plain). */
const SealedObject = z.object({ key: z.string(), version_id: z.nullable(z.string()) });
export type SealedObject = z.infer<typeof SealedObject>;

/** A sealed cover: its objects and its data key, wrapped by the tender's sealing key (base64). */
const SealedCover = z.object({ wrapped_key: z.string(), objects: z.array(SealedObject) });
export type SealedCover = z.infer<typeof SealedCover>;

/** Written by the technical opening. A cover that could not be read keeps a flag and no content. */
const OpenedTechnicalRecord = z.object({
  opened_at: z.string(),
  digest_match: z.boolean(),
  flag: z.nullable(z.enum(OPENING_FLAGS)),
  /** The check a flagged cover failed; absent on records opened before checks were named. */
  failed_check: z.optional(z.nullable(z.enum(COVER_CHECKS))),
  /** The technical cover's manifest as opened (financial_digest is checked again when the financial cover opens). */
  manifest: z.nullable(TechnicalManifest),
  /** The opened documents' private copies, by index (read through presigned links). */
  document_keys: z.array(z.string()),
});
export type OpenedTechnicalRecord = z.infer<typeof OpenedTechnicalRecord>;

const isRate = (rate: unknown) =>
  typeof rate === 'object' &&
  rate !== null &&
  typeof (rate as { work_item_id?: unknown }).work_item_id === 'number' &&
  typeof (rate as { rate_paise?: unknown }).rate_paise === 'number';

/** Written by the financial opening (qualified bids only). */
const OpenedFinancialRecord = z.object({
  opened_at: z.string(),
  digest_match: z.boolean(),
  flag: z.nullable(z.enum(OPENING_FLAGS)),
  /** The check a flagged cover failed; absent on records opened before checks were named. */
  failed_check: z.optional(z.nullable(z.enum(COVER_CHECKS))),
  total_paise: z.nullable(z.string()),
  /**
   * Passed through with a check of its first entry only: the opening and the statement read every
   * bid of a tender, and reading 200 bids x 500 rates measured 25 ms warm and 70 ms cold with a
   * deep parse, 5 ms and 21 ms this way. The financial opening wrote them from the cover it parsed.
   */
  rates: z.nullable(passedArray<FinancialRates['rates'][number]>(isRate)),
});
export type OpenedFinancialRecord = z.infer<typeof OpenedFinancialRecord>;

const EvaluationRecord = z.object({
  qualified: z.boolean(),
  reason_code: z.nullable(z.enum(REASON_CODES)),
  clause: z.nullable(z.string()),
  note: z.nullable(z.string()),
  decided_at: z.string(),
  decided_by: z.number(),
  decided_by_name: z.string(),
  representation_until: z.nullable(z.string()),
  /** Qualified although the technical cover failed its check: the evaluator's explicit acceptance. */
  failed_check_acceptance: z.optional(
    z.nullable(
      z.object({
        flag: z.enum(OPENING_FLAGS),
        failed_check: z.nullable(z.enum(COVER_CHECKS)),
        reason: z.string(),
        accepted_at: z.string(),
        accepted_by: z.number(),
        accepted_by_name: z.string(),
      }),
    ),
  ),
});
export type EvaluationRecord = z.infer<typeof EvaluationRecord>;

const RepresentationRecord = z.object({
  id: z.number(),
  text: z.string(),
  document: z.nullable(z.object({ name: z.string(), size: z.number(), key: z.string() })),
  sent_at: z.string(),
  answer: z.nullable(z.string()),
  decision: z.nullable(z.enum(['upheld', 'reversed'])),
  answered_at: z.nullable(z.string()),
  answered_by: z.nullable(z.number()),
});
export type RepresentationRecord = z.infer<typeof RepresentationRecord>;

/** The bid's own attributes, beside the tender (`TENDER#<id>` / `BID#<contractor>`). */
export const BidEntity = defineEntity({
  name: 'bid',
  schema: z.object({
    tender_id: z.number(),
    contractor_id: z.number(),
    bid_reference: z.string(),
    state: z.enum(BID_STATES.filter((state): state is Exclude<BidState, 'closed'> => state !== 'closed')),
    /** How many submissions this bid has had (0 while only started). */
    submission: z.number(),
    started_at: z.string(),
    submitted_at: z.nullable(z.string()),
    withdrawn_at: z.nullable(z.string()),
    updated_at: z.string(),
    receipt: z.nullable(BidReceipt),
    sealed: z.nullable(
      z.object({ key_arn: z.string(), submission_uid: z.string(), technical: SealedCover, financial: SealedCover }),
    ),
    /** The bidder's company name as the opening recorded it. */
    bidder_name: z.optional(z.string()),
    /** What each cover's opening found; absent until the cover is opened. */
    opening: z.optional(
      z.object({ technical: z.optional(OpenedTechnicalRecord), financial: z.optional(OpenedFinancialRecord) }),
    ),
    /** The technical decision; absent or null until an evaluator decides. */
    evaluation: z.optional(z.nullable(EvaluationRecord)),
    /** The bidder's one representation against a not-qualified decision, with its answer. */
    representation: z.optional(z.nullable(RepresentationRecord)),
    /**
     * A material corrigendum changed what this submission answered: it does not count
     * (register, bid count, opening) until the bidder submits again, which clears both fields.
     */
    needs_reconfirmation: z.optional(z.boolean()),
    reconfirm_corrigendum: z.optional(z.number()),
  }),
});
export type BidRecord = z.infer<typeof BidEntity.schema>;

/** What My Bids shows of a bid's tender: a projection of the tender's item. */
export const BidTenderSummaryEntity = defineEntity({
  name: 'bid tender summary',
  schema: z.object({
    id: z.number(),
    tender_uid: z.string(),
    project_name: z.string(),
    bid_submission_end_date: z.string(),
    status: z.enum(ADMIN_TENDER_STATUSES),
  }),
});
export type BidTenderSummary = z.infer<typeof BidTenderSummaryEntity.schema>;

const bidItem = (record: BidRecord) => ({
  ...keys.bid(record.tender_id, record.contractor_id),
  ...keys.bidsOfContractor(record.contractor_id, record.started_at, record.tender_id),
  ...record,
});

export async function getBid(tenderId: number, contractorId: number): Promise<BidRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.bid(tenderId, contractorId), ConsistentRead: true }),
  );
  return Item ? BidEntity.read(Item) : undefined;
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
  // Only the ids: an opened bid's item carries its manifest and rates, which this reads none of.
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ProjectionExpression: 'contractor_id',
    ConsistentRead: true,
  });
  return items.map((item) => Number(item.contractor_id));
}

/** Every bid of a tender (the register, the mails at the close). */
export async function tenderBids(tenderId: number): Promise<BidRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ConsistentRead: true,
  });
  return items.map((item) => BidEntity.read(item));
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
  return (Items ?? []).map((item) => BidEntity.read(item));
}

/**
 * What a submission answered, kept under its request (by the request id's hash, `requestKey`) so a
 * repeated request answers the same; the answer is sealed by the domain (it carries the salt).
 */
export const BidRequestEntity = defineEntity({
  name: 'bid request',
  schema: z.object({
    contractor_id: z.number(),
    tender_id: z.number(),
    body_hash: z.string(),
    sealed_answer: z.string(),
  }),
});
export type BidRequestRecord = z.infer<typeof BidRequestEntity.schema>;

export async function getBidRequest(contractorId: number, requestKey: string): Promise<BidRequestRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.bidRequest(contractorId, requestKey), ConsistentRead: true }),
  );
  return Item ? BidRequestEntity.read(Item) : undefined;
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
  if (uploads)
    items.push(...uploads.ids.map((id) => uploadUseItem(id, uploads.accountId, uploads.at, { sealed: true })));
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
  return new Map(items.map((item) => [Number(item.id), BidTenderSummaryEntity.read(item)]));
}
