import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { awardMessages as a } from '@tender/shared/award-messages';
import { tenderBids, type BidRecord } from '../../functions/data/bids-repository';
import { keys } from '../../functions/data/keys';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { contractor } from '../support/bidding';
import {
  award,
  expectedLine,
  expectedRanks,
  expectedTotal,
  openFinancial,
  openTechnicalAndEvaluate,
  statementOf,
  type FinanciallyOpened,
} from './award-support';

// The comparative statement of a tender taken through the product to its financial
// opening (four bids, the last not qualified). Totals, ranks and ties are checked against figures
// computed here from the opened rates; who sees what is checked for each kind of caller.

/** Copies one bid's opened financial cover onto another's, so both totals are equal (a tie). */
async function copyFinancial(from: BidRecord, to: BidRecord): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.bid(to.tender_id, to.contractor_id),
      UpdateExpression: 'SET opening.financial = :financial',
      ExpressionAttributeValues: { ':financial': from.opening!.financial },
    }),
  );
}

/** Follows a download redirect to the file (the local bucket's presigned link). */
async function download(location: string | null): Promise<Uint8Array> {
  expect(location).toBeTruthy();
  const response = await fetch(location!);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('the comparative statement of a tender with four bids, one not qualified', () => {
  let stage: FinanciallyOpened;
  let quantities: Map<number, number>;

  beforeAll(async () => {
    stage = await openTechnicalAndEvaluate(4);
    quantities = new Map(stage.tender.tender_material_works.map((item) => [item.id, item.quantity]));
  }, 120_000);

  it('is refused before the financial opening, to the organisation too', async () => {
    const early = await statementOf(stage.tender, stage.organization.token);
    expect(early).toMatchObject({ status: 409, body: { message: a.notOpened } });
    await openFinancial(stage);
  }, 60_000);

  it('ranks the qualified bids by total, L1 first, with item-wise rates for the organisation', async () => {
    const bids = await tenderBids(stage.tender.id);
    const qualified = bids.filter((bid) => bid.bid_reference !== stage.notQualifiedRef);
    const totals = new Map(qualified.map((bid) => [bid.bid_reference, expectedTotal(bid, quantities)]));
    const ranks = expectedRanks(totals);

    const answer = await statementOf(stage.tender, stage.organization.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const statement = answer.body.data;
    expect(statement).toMatchObject({ view: 'full', bids_received: 4, estimate_total_paise: null, award: null });
    // The tender form records no estimate: the column is absent.
    expect(statement.items!.map((item) => item.work_item_id)).toEqual([...quantities.keys()]);
    expect(statement.items!.every((item) => item.estimate_rate_paise === undefined)).toBe(true);
    expect(statement.bids.map((bid) => bid.bid_id).sort()).toEqual([...totals.keys()].sort());
    expect(statement.bids.map((bid) => bid.bid_id)).not.toContain(stage.notQualifiedRef);
    for (const line of statement.bids) {
      expect(line.total_paise).toBe(totals.get(line.bid_id)!.toString());
      expect(line.rank).toBe(ranks.get(line.bid_id));
      expect(line.rank_label).toBe(`L${ranks.get(line.bid_id)}`);
      expect(line).toMatchObject({ tie: false, flag: null, vs_estimate_percent: null });
      const stored = qualified.find((bid) => bid.bid_reference === line.bid_id)!.opening!.financial!;
      expect(line.total_paise).toBe(stored.total_paise);
      for (const rate of line.rates!) {
        const quantity = quantities.get(rate.work_item_id)!;
        expect(rate.amount_paise).toBe(expectedLine(quantity, rate.rate_paise).toString());
      }
    }
    expect(statement.bids.map((bid) => bid.rank)).toEqual([1, 2, 3]);
    const admin = await statementOf(stage.tender, stage.admin.token);
    expect(admin.body.data.view).toBe('full');
  });

  it('shows a bidder totals and ranks only, and nobody else anything before the award', async () => {
    const bidder = await statementOf(stage.tender, stage.bidders[0]!.token);
    expect(bidder.status).toBe(200);
    expect(bidder.body.data.view).toBe('summary');
    expect(bidder.body.data.items).toBeUndefined();
    expect(bidder.body.data.bids.every((bid) => bid.rates === undefined)).toBe(true);
    // The not-qualified bidder is a bidder of the tender too.
    expect((await statementOf(stage.tender, stage.bidders[3]!.token)).body.data.view).toBe('summary');

    const outsider = await contractor();
    for (const token of [undefined, outsider.token]) {
      const refused = await statementOf(stage.tender, token);
      expect(refused).toMatchObject({ status: 409, body: { message: a.notPublished } });
    }
  });

  it('downloads as a spreadsheet and a PDF with the caller’s own view', async () => {
    const sheet = await statementOf(stage.tender, stage.organization.token, 'xlsx');
    expect(sheet.status).toBe(302);
    const files = unzipSync(await download(sheet.headers.get('location')));
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    for (const item of stage.tender.tender_material_works) expect(xml).toContain(item.item_description);
    expect(xml).toContain('L1');

    const pdf = await statementOf(stage.tender, stage.bidders[1]!.token, 'pdf');
    expect(pdf.status).toBe(302);
    const text = Buffer.from(await download(pdf.headers.get('location'))).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('L1');
    // The bidder's file is the summary: no work item, no rate.
    expect(text).not.toContain(stage.tender.tender_material_works[0]!.item_description);

    const refused = await statementOf(stage.tender, undefined, 'pdf');
    expect(refused.status).toBe(409);
  });

  it('shows equal totals as a tie sharing a rank', async () => {
    const bids = await tenderBids(stage.tender.id);
    const statement = (await statementOf(stage.tender, stage.admin.token)).body.data;
    const [first, second] = statement.bids.map((line) => bids.find((bid) => bid.bid_reference === line.bid_id)!);
    await copyFinancial(first!, second!);
    const after = await tenderBids(stage.tender.id);
    const totals = new Map(
      after
        .filter((bid) => bid.bid_reference !== stage.notQualifiedRef)
        .map((bid) => [bid.bid_reference, expectedTotal(bid, quantities)]),
    );
    const ranks = expectedRanks(totals);
    const tied = (await statementOf(stage.tender, stage.admin.token)).body.data;
    for (const line of tied.bids) {
      expect(line.rank).toBe(ranks.get(line.bid_id));
      expect(line.tie).toBe(line.bid_id === first!.bid_reference || line.bid_id === second!.bid_reference);
    }
    expect(tied.bids.map((line) => line.rank_label)).toEqual(['L1', 'L1', 'L2']);
  });

  it('is public once awarded, with the award', async () => {
    const l1 = (await statementOf(stage.tender, stage.admin.token)).body.data.bids[0]!;
    expect((await award(stage.tender, stage.admin.token, { bid_id: l1.bid_id })).status).toBe(200);
    const visitor = await statementOf(stage.tender);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ view: 'summary', award: { bid_id: l1.bid_id, rank: 'L1' } });
    expect(visitor.body.data.bids.every((bid) => bid.rates === undefined)).toBe(true);
  });
});
