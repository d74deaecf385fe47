import { describe, expect, it } from 'vitest';
import { listAudit } from '../../data/audit-repository';
import { nextSequenceValue } from '../../data/sequences';
import { getTenderById, putTender, type TenderRecord } from '../../data/tenders-repository';
import { sampleTenderRecord } from '../../../test/support/tender-records';
import { closeDueTenders } from './close-tenders';

const seconds = (n: number) => new Date(Date.now() + n * 1000).toISOString();

async function makeTender(overrides: Partial<TenderRecord>): Promise<TenderRecord> {
  const record = sampleTenderRecord(await nextSequenceValue('tender'), overrides);
  await putTender(record);
  return record;
}

async function closeEntries(id: number) {
  const { items } = await listAudit({ entity: 'tender', entityId: String(id), limit: 50 });
  return items.filter((entry) => entry.action === 'tender.close');
}

describe('the close-tenders job (DynamoDB Local)', () => {
  it('closes only active tenders whose bid end has passed, each with its audit entry', async () => {
    const due = await makeTender({ bid_submission_end_date: seconds(-5) });
    const open = await makeTender({ bid_submission_end_date: seconds(3600) });
    const cancelled = await makeTender({ status: 'cancelled', bid_submission_end_date: seconds(-5) });

    const result = await closeDueTenders(new Date());

    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await getTenderById(due.id, { consistent: true })).toMatchObject({ status: 'closed', version: 1 });
    expect((await getTenderById(open.id, { consistent: true }))?.status).toBe('active');
    expect((await getTenderById(cancelled.id, { consistent: true }))?.status).toBe('cancelled');
    const [entry, ...more] = await closeEntries(due.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_id: 0,
      entity: 'tender',
      before: { status: 'active' },
      after: { status: 'closed' },
    });
    expect(await closeEntries(open.id)).toEqual([]);
  });

  it('closes a tender once when it runs twice', async () => {
    const due = await makeTender({ bid_submission_end_date: seconds(-2) });
    await closeDueTenders(new Date());
    const first = await getTenderById(due.id, { consistent: true });
    await closeDueTenders(new Date());

    expect(await getTenderById(due.id, { consistent: true })).toEqual(first);
    expect(await closeEntries(due.id)).toHaveLength(1);
  });

  it('closes each tender once when runs overlap', async () => {
    const due = await Promise.all([1, 2, 3, 4].map(() => makeTender({ bid_submission_end_date: seconds(-3) })));
    const results = await Promise.all([1, 2, 3].map(() => closeDueTenders(new Date())));

    expect(results.reduce((sum, result) => sum + result.closed, 0)).toBeGreaterThanOrEqual(due.length);
    for (const tender of due) {
      expect(await getTenderById(tender.id, { consistent: true })).toMatchObject({ status: 'closed', version: 1 });
      expect(await closeEntries(tender.id)).toHaveLength(1);
    }
  });

  it('leaves a tender whose bid end is still ahead to a later run, which closes it once it passes', async () => {
    const soon = await makeTender({ bid_submission_end_date: seconds(2) });
    await closeDueTenders(new Date());
    expect((await getTenderById(soon.id, { consistent: true }))?.status).toBe('active');

    await new Promise((resolve) => setTimeout(resolve, 2100));
    const result = await closeDueTenders(new Date());
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await getTenderById(soon.id, { consistent: true }))?.status).toBe('closed');
  });
});
