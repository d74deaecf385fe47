import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleTenderRecord } from '../../test/support/tender-records';
import type { AuditEntry } from './audit-repository';
import { putLookupEntries, writeLookupDelete } from './lookups-repository';
import { getSealingKey } from './sealing-keys-repository';
import { nextSequenceValue } from './sequences';
import { TenderConflictError, writeTender, type TenderWrite } from './tender-write-repository';
import { getTenderById, putTender, type TenderRecord } from './tenders-repository';
import { uploadTicket } from './testing/stored-records';
import { getUploads, markUploadsUsed, putUpload } from './uploads-repository';

// A change of tenders on DynamoDB Local: what each kind of cancelled transaction is answered as,
// and that nothing of it is written then.

const now = new Date();

async function storedTender(): Promise<TenderRecord> {
  const tender = sampleTenderRecord(await nextSequenceValue('tender'), { version: 3 });
  await putTender(tender);
  return tender;
}

const audit = (tender: TenderRecord): AuditEntry => ({
  id: randomUUID(),
  at: now.toISOString(),
  actor_id: 1,
  actor_name: 'Admin',
  action: 'tender.update',
  entity: 'tender',
  entity_id: String(tender.id),
  summary: `Edited ${tender.tender_uid}`,
  before: null,
  after: null,
});

/** An edit of the tender at `readVersion`, its project renamed. */
const edit = (tender: TenderRecord, readVersion: number, beside: Partial<TenderWrite> = {}): TenderWrite => ({
  tenders: [
    {
      put: { ...tender, project_name: 'Renamed', version: readVersion + 1 },
      expect: { kind: 'version', version: readVersion, statuses: ['active'] },
    },
  ],
  audit: [audit(tender)],
  ...beside,
});

/** A lookup id no other test uses, so its entry is this test's alone. */
const freshLookupId = () => 200_000_000 + Math.floor(Math.random() * 100_000_000);

describe('writing a change of tenders (DynamoDB Local)', () => {
  it('writes the tender, its lookup counts and upload claims together', async () => {
    const tender = await storedTender();
    const lookupId = freshLookupId();
    await putLookupEntries('work_type', [{ id: lookupId, name: 'Piling' }]);
    const upload = uploadTicket();
    await putUpload(upload);
    await writeTender(
      edit(tender, 3, {
        lookups: [{ kind: 'work_type', id: lookupId, delta: 1, mustBeChoosable: true }],
        uploads: { ids: [upload.id], accountId: 9, at: now },
      }),
    );
    expect(await getTenderById(tender.id, { consistent: true })).toMatchObject({ project_name: 'Renamed', version: 4 });
    expect((await getUploads([upload.id])).get(upload.id)).toMatchObject({ status: 'used', used_by: 9 });
  });

  it('answers a stale version as the tender changed meanwhile', async () => {
    const tender = await storedTender();
    const stale = writeTender(edit(tender, 2));
    await expect(stale).rejects.toBeInstanceOf(TenderConflictError);
    await expect(stale).rejects.toMatchObject({ reason: 'tender', statusCode: 409 });
    expect((await getTenderById(tender.id, { consistent: true }))?.version).toBe(3);
  });

  it('answers a lookup entry deleted meanwhile as the lookup', async () => {
    const tender = await storedTender();
    const lookupId = freshLookupId();
    await putLookupEntries('work_type', [{ id: lookupId, name: 'Piling' }]);
    const deletion = { ...audit(tender), entity: 'lookup' as const, entity_id: `work_type:${lookupId}` };
    expect(await writeLookupDelete('work_type', lookupId, deletion)).toBe(true);
    const upload = uploadTicket();
    await putUpload(upload);
    const refused = writeTender(
      edit(tender, 3, {
        lookups: [{ kind: 'work_type', id: lookupId, delta: 1, mustBeChoosable: true }],
        uploads: { ids: [upload.id], accountId: 9, at: now },
      }),
    );
    await expect(refused).rejects.toMatchObject({ reason: 'lookup' });
    expect((await getTenderById(tender.id, { consistent: true }))?.project_name).toBe(tender.project_name);
    expect((await getUploads([upload.id])).get(upload.id)?.status).toBe('issued');
  });

  it('answers an upload claimed meanwhile as the upload', async () => {
    const tender = await storedTender();
    const upload = uploadTicket();
    await putUpload(upload);
    await markUploadsUsed([upload.id], 5);
    const refused = writeTender(edit(tender, 3, { uploads: { ids: [upload.id], accountId: 9, at: now } }));
    await expect(refused).rejects.toMatchObject({ reason: 'upload' });
    expect((await getTenderById(tender.id, { consistent: true }))?.version).toBe(3);
    expect((await getUploads([upload.id])).get(upload.id)).toMatchObject({ used_by: 5 });
  });

  it('answers a sealing key already there as the tender changed meanwhile (published by another), not as an upload', async () => {
    const tender = await storedTender();
    const key = {
      tender_id: tender.id,
      key_arn: 'arn:first',
      opening_at: now.toISOString(),
      created_at: now.toISOString(),
    };
    const publish = (arn: string): TenderWrite => ({
      tenders: [
        {
          move: tender.id,
          to: 'active',
          expect: { kind: 'version', version: 3, statuses: ['active'] },
          set: { updated_at: now.toISOString() },
        },
      ],
      sealingKey: { ...key, key_arn: arn },
      audit: [audit(tender)],
    });
    await writeTender({ ...publish('arn:first'), tenders: [] });
    await expect(writeTender(publish('arn:second'))).rejects.toMatchObject({ reason: 'tender' });
    expect((await getSealingKey(tender.id))?.key_arn).toBe('arn:first');
    expect((await getTenderById(tender.id, { consistent: true }))?.version).toBe(3);
  });
});
