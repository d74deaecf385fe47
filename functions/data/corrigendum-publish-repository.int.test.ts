import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bidRecord } from '../../test/support/evaluation-records';
import { sampleTenderRecord } from '../../test/support/tender-records';
import type { AuditEntry } from './audit-repository';
import { bidCount, getBid, putStartedBid, tenderBids } from './bids-repository';
import { getCorrigendum, type CorrigendumRecord } from './corrigenda-repository';
import { CorrigendumConflictError, writeCorrigendum, type CorrigendumWrite } from './corrigendum-publish-repository';
import { nextSequenceValue } from './sequences';
import { putBidCount } from './testing/bid-counts';
import { getTenderById, putTender, type TenderRecord } from './tenders-repository';

// A corrigendum's writes on DynamoDB Local: more marks than one transaction holds, and what a
// cancelled transaction is answered as.

const now = new Date();

async function activeTender(bids: number): Promise<TenderRecord> {
  const tender = sampleTenderRecord(await nextSequenceValue('tender'), { version: 3 });
  await putTender(tender);
  for (let n = 1; n <= bids; n += 1) {
    await putStartedBid(bidRecord(n, { tender_id: tender.id, bid_reference: `BID-${tender.id}-${n}` }));
  }
  await putBidCount(tender.id, bids);
  return tender;
}

function corrigendumWrite(tender: TenderRecord, marks: CorrigendumWrite['marks']): CorrigendumWrite {
  const corrigendum: CorrigendumRecord = {
    tender_id: tender.id,
    number: 1,
    reason: 'The bid end moves a week later.',
    published_at: now.toISOString(),
    changes: [],
    material: marks.length > 0,
  };
  const audit: AuditEntry = {
    id: randomUUID(),
    at: now.toISOString(),
    actor_id: 1,
    actor_name: 'Admin',
    action: 'tender.corrigendum',
    entity: 'tender',
    entity_id: String(tender.id),
    summary: `Corrigendum 1 of ${tender.tender_uid}`,
    before: null,
    after: { number: 1 },
  };
  return {
    tender: { ...tender, version: 4, corrigendum_count: 1 },
    readVersion: 3,
    corrigendum,
    lookups: [],
    uploads: { ids: [], accountId: 1, at: now },
    marks,
    audit: [audit],
  };
}

describe('writing a corrigendum (DynamoDB Local)', () => {
  it('marks every bid, those beyond one transaction right after it, each counted down once', async () => {
    const tender = await activeTender(130);
    await writeCorrigendum(corrigendumWrite(tender, await tenderBids(tender.id)));
    expect((await getTenderById(tender.id))?.version).toBe(4);
    expect(await getCorrigendum(tender.id, 1)).toBeDefined();
    const bids = await tenderBids(tender.id);
    expect(bids.filter((bid) => bid.needs_reconfirmation && bid.reconfirm_corrigendum === 1)).toHaveLength(130);
    expect(await bidCount(tender.id)).toBe(0);
  }, 60_000);

  it('answers what a cancelled transaction ran into, and writes none of it', async () => {
    const tender = await activeTender(2);
    const bids = await tenderBids(tender.id);
    const stale = corrigendumWrite(tender, bids);
    await expect(writeCorrigendum({ ...stale, readVersion: 2 })).rejects.toMatchObject({ reason: 'tender' });

    const resubmitted = bids.map((bid, index) => (index === 1 ? { ...bid, submission: bid.submission + 1 } : bid));
    const refused = writeCorrigendum(corrigendumWrite(tender, resubmitted));
    await expect(refused).rejects.toBeInstanceOf(CorrigendumConflictError);
    await expect(refused).rejects.toMatchObject({ reason: 'bid' });

    const approving = writeCorrigendum({
      ...corrigendumWrite(tender, bids),
      approves: {
        proposal: { tender_id: tender.id, id: 999_999_999 },
        decision: { state: 'approved', remark: null, decided_at: now.toISOString(), corrigendum_number: 1 },
      },
    });
    await expect(approving).rejects.toMatchObject({ reason: 'proposal' });

    expect((await getTenderById(tender.id))?.version).toBe(3);
    expect(await getCorrigendum(tender.id, 1)).toBeUndefined();
    expect((await getBid(tender.id, bids[0]!.contractor_id))?.needs_reconfirmation).toBeUndefined();
    expect(await bidCount(tender.id)).toBe(2);
  });
});
