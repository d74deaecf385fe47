import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EvaluationAnswer, EvaluationBody } from '@tender/shared/schemas/opening';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { tenderBids, type BidRecord, type OpenedTechnicalRecord } from '../../functions/data/bids-repository';
import { keys } from '../../functions/data/keys';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { createAccount, loginToken, type TestAccount } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, openTender, submit, type Bidder } from '../support/bidding';

// A tender past its bids with real bids submitted through the API, then "opened" by writing what
// the technical opening records onto the stored bid items (the opening itself is tested elsewhere):
// the evaluation starts from there. Its evaluators are one Admin and the owning organisation.

export type Account = TestAccount & { token: string };
export type OpenedBidder = Bidder & { bidId: string };

export type EvaluationStage = {
  tender: TenderRecord;
  admin: Account;
  organization: Account;
  bidders: OpenedBidder[];
};

export const account = async (role: 'Admin' | 'Organization' | 'Contractor'): Promise<Account> => {
  const created = await createAccount({ role });
  return { ...created, token: await loginToken(created) };
};

async function update(key: Record<string, unknown>, expression: string, values: Record<string, unknown>) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
    }),
  );
}

/** What the technical opening writes on a bid whose cover opened cleanly (no documents). */
export const openedTechnical = (): OpenedTechnicalRecord => ({
  opened_at: new Date().toISOString(),
  digest_match: true,
  flag: null,
  manifest: {
    profile_rows: [{ list: 'completed_works', id: 1 }],
    emd_exempt: false,
    documents: [],
    financial_digest: 'a'.repeat(64),
  },
  document_keys: [],
});

export const markTechnicalOpened = (bid: { tender_id: number; contractor_id: number }, bidderName: string) =>
  update(keys.bid(bid.tender_id, bid.contractor_id), 'SET opening = :opening, bidder_name = :name', {
    ':opening': { technical: openedTechnical() },
    ':name': bidderName,
  });

export const markFinancialOpened = (bid: { tender_id: number; contractor_id: number }) =>
  update(keys.bid(bid.tender_id, bid.contractor_id), 'SET opening.financial = :financial', {
    ':financial': {
      opened_at: new Date().toISOString(),
      digest_match: true,
      flag: null,
      total_paise: '100',
      rates: [],
    },
  });

/** The representation window of a stored not-qualified decision, moved (the product's clock is never touched). */
export const setRepresentationUntil = (bid: { tender_id: number; contractor_id: number }, until: Date) =>
  update(keys.bid(bid.tender_id, bid.contractor_id), 'SET evaluation.representation_until = :until', {
    ':until': until.toISOString(),
  });

/** The tender's financial opening claimed by two openers (its state as the opening writes it). */
export const claimFinancialOpening = (tenderId: number) =>
  dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.tenderOpening(tenderId, 'financial'),
      UpdateExpression: 'SET #state = :opening, tender_id = :tender, #cover = :cover',
      ExpressionAttributeNames: { '#state': 'state', '#cover': 'cover' },
      ExpressionAttributeValues: { ':opening': 'opening', ':tender': tenderId, ':cover': 'financial' },
    }),
  );

/**
 * A closed tender with `count` bids submitted through the API; the first `opened` of them have their
 * technical cover opened. The tender's status is set to closed as the close job does.
 */
export async function evaluationStage(count: number, opened = count): Promise<EvaluationStage> {
  const [admin, organization] = await Promise.all([account('Admin'), account('Organization')]);
  const tender = await openTender({
    changes: {
      organization_id: organization.id,
      openers: [admin.id, organization.id],
      evaluators: [admin.id, organization.id],
      representation_days: 3,
    },
  });
  const bidders: OpenedBidder[] = [];
  for (let index = 0; index < count; index += 1) {
    const bidder = await contractor();
    const answer = await submit(tender.id, bidder, bidBody(distinctiveRates()));
    if (answer.status !== 201) throw new Error(`submission answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    bidders.push({ ...bidder, bidId: answer.body.data.bid_id });
  }
  // Closed as if its bid end had come now and the close job had run: its status list (gsi1) moves
  // with it, and its bid end is passed, as every closed tender's is (the public Closed list, which
  // other files read, never shows a tender closed before its bid end).
  const closedAt = new Date();
  const { gsi1pk, gsi1sk } = keys.tenderStatusIndex('closed', closedAt.toISOString(), tender.id);
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.tender(tender.id),
      UpdateExpression:
        'SET #status = :closed, gsi1pk = :partition, gsi1sk = :position, bid_submission_end_date = :end',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':closed': 'closed',
        ':partition': gsi1pk,
        ':position': gsi1sk,
        ':end': formatIst(closedAt),
      },
    }),
  );
  for (const bidder of bidders.slice(0, opened)) {
    await markTechnicalOpened({ tender_id: tender.id, contractor_id: bidder.id }, `Bidder ${bidder.id} Infra`);
  }
  return { tender, admin, organization, bidders };
}

export const evaluate = (token: string, bidId: string, body: Partial<EvaluationBody> | Record<string, unknown>) =>
  call<EvaluationAnswer & ErrorBody>('POST', `/bids/${bidId}/evaluation`, { token, body });

export const notQualified = {
  qualified: false,
  reason_code: 'experience',
  clause: 'Clause 4.2 (b): two similar works',
  note: 'Only one completed work of the required value was shown.',
} as const;

export async function storedBid(tenderId: number, contractorId: number): Promise<BidRecord> {
  const bid = (await tenderBids(tenderId)).find((candidate) => candidate.contractor_id === contractorId);
  if (!bid) throw new Error(`no bid of ${contractorId} on tender ${tenderId}`);
  return bid;
}
