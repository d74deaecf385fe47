import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm, tokenOf, uploadedPdf } from './admin-support';
import { adminTenderActions } from './admin-tenders-support';

// Tenders: documents through the upload flow, and the audit trail of every change.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const { create, draft, publish, cancel } = adminTenderActions(() => admin);

describe('admin tenders: documents through the upload flow', () => {
  it('stores an uploaded PDF; the public downloads it once the tender is published, never while a draft', async () => {
    const file = await uploadedPdf(admin);
    const tender = await draft({
      tender_documents: [{ document_name: 'Notice Inviting Tender', description: 'Eligibility and dates', file }],
    });
    const [document] = tender.tender_documents;
    expect(document).toMatchObject({ id: 1, document_name: 'Notice Inviting Tender' });
    expect(document?.storage).toMatch(/^tenders\/documents\/[0-9a-f-]{36}\.pdf$/);
    const publicPath = `/tenders/${tender.id}/documents/${document!.id}/download`;
    expect((await call('GET', publicPath)).status).toBe(404);

    // The admin can read a draft's document through its own link.
    const link = await call<FileUrlAnswer>('GET', `/admin/tenders/${tender.id}/documents/1/link`, { token: admin });
    expect(link.status).toBe(200);
    const viaAdmin = await fetch(link.body.data.url);
    expect(
      Buffer.from(await viaAdmin.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await publish(tender.id);
    const redirect = await call('GET', publicPath);
    expect(redirect.status).toBe(302);
    const downloaded = await fetch(redirect.headers.get('location')!);
    expect(downloaded.status).toBe(200);
    expect(
      Buffer.from(await downloaded.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The same upload cannot back a second tender.
    const reused = await create(
      tenderForm({ tender_documents: [{ document_name: 'Again', description: 'Again', file }] }),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.['tender_documents.0.file']).toBeDefined();
  });

  it('keeps a document by id on edit, adds a new one with the next id, and refuses an id the tender does not have', async () => {
    const tender = await draft({
      tender_documents: [{ document_name: 'NIT', description: 'Notice', file: await uploadedPdf(admin) }],
    });
    const keep = { id: 1, document_name: 'NIT (revised)', description: 'Notice' };
    const added = { document_name: 'BOQ', description: 'Bill of quantities', file: await uploadedPdf(admin, 'BOQ') };
    const { status, body } = await call<AdminTenderChanged>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: tender.project_name, tender_documents: [keep, added] }), version: 1 },
    });
    expect(status).toBe(200);
    expect(body.data.tender_documents.map((document) => [document.id, document.document_name])).toEqual([
      [1, 'NIT (revised)'],
      [2, 'BOQ'],
    ]);
    expect(body.data.tender_documents[0]?.storage).toBe(tender.tender_documents[0]?.storage);
    const unknown = await call<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ tender_documents: [{ id: 7, document_name: 'X', description: 'Y' }] }), version: 2 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.['tender_documents.0.id']).toBeDefined();
  });
});

describe('admin tenders: audit trail', () => {
  it('records who did what and when, with before and after, for every change of a tender', async () => {
    const tender = await draft();
    await publish(tender.id);
    await cancel(tender.id, 'Audit check');
    const { status, body } = await call<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tender.id}`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data.map((entry) => entry.action)).toEqual(['tender.cancel', 'tender.publish', 'tender.create']);
    for (const entry of body.data) {
      expect(entry).toMatchObject({ actor_name: 'Test Person', entity: 'tender', entity_id: String(tender.id) });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    expect(body.data[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'cancelled', cancel_reason: 'Audit check' },
    });
    expect(body.data[2]?.before).toBeNull();
    expect(body.data[2]?.after).toMatchObject({ project_name: tender.project_name, status: 'draft' });
  });
});
