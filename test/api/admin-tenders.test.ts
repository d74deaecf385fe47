import { beforeAll, describe, expect, it } from 'vitest';
import { tenderDateMessages, tenderStateMessages } from '@tender/shared/admin-messages';
import type { AdminTenderChanged, AdminTenderListAnswer, RetenderAnswer } from '@tender/shared/schemas/tenders-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { TenderInfoAnswer, TenderListAnswer } from '@tender/shared/schemas/tender';
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { api, inDays, tenderForm, tokenOf, uniqueProject, uploadedPdf, type ErrorBody } from './admin-support';

// Issue 9, tenders: create a draft with the whole detail, each date rule, publish, cancel and
// re-tender with the public lists and detail following at once (the local gateway is one process:
// every write clears its read cache), documents through the upload flow, no lost update, audit.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const create = (form: Record<string, unknown>) =>
  api<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', { token: admin, body: form });

async function draft(changes: Record<string, unknown> = {}) {
  const { status, body } = await create(tenderForm(changes));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const publish = (id: number) =>
  api<AdminTenderChanged & ErrorBody>('POST', `/admin/tenders/${id}/publish`, { token: admin });
const cancel = (id: number, reason?: string) =>
  api<AdminTenderChanged & ErrorBody>('POST', `/admin/tenders/${id}/cancel`, {
    token: admin,
    body: reason === undefined ? {} : { reason },
  });

/** The uids a public list shows for this tender id filter. */
async function publicList(list: 'active_tenders' | 'cancelled_tenders' | 're_tenders', uid: string) {
  const { status, body } = await api<TenderListAnswer>('GET', `/tenders/${list}?tender_id=${encodeURIComponent(uid)}`);
  expect(status).toBe(200);
  return body.data.map((tender) => tender.tender_uid);
}

describe('admin tenders: create and the date rules', () => {
  it('saves the whole detail as a draft with a readable tender id that the public never sees', async () => {
    const tender = await draft();
    expect(tender.status).toBe('draft');
    expect(tender.tender_uid).toMatch(/^PPC\/\d{4}\/\d{4,}$/);
    expect(tender.published_date).toBeNull();
    expect(tender.version).toBe(1);
    expect(tender.tender_category_name).toBe('Works');
    expect(tender.material_work_type_name).toBe('RCC Work');
    // Work items grouped by work type, in the order the types first appear.
    expect(tender.work_item_groups.map((group) => [group.material_work_type_name, group.items.length])).toEqual([
      ['RCC Work', 2],
      ['Earth Work', 1],
    ]);
    expect(tender.tender_material_works.map((item) => item.material_work_type_id)).toEqual([2, 2, 1]);
    expect(tender.bid_submission_end_date).toBe(inDays(30, 17));

    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
    expect((await api('GET', `/tenders/get_tender_info/${tender.id}`)).status).toBe(404);
    const drafts = await api<AdminTenderListAnswer>(
      'GET',
      `/admin/tenders?status=draft&q=${encodeURIComponent(tender.project_name.toLowerCase())}`,
      { token: admin },
    );
    expect(drafts.body.data.map((row) => row.id)).toEqual([tender.id]);
    expect(drafts.body.data[0]?.status).toBe('draft');
  });

  it('gives each new tender the next id of the year', async () => {
    const first = await draft();
    const second = await draft();
    const serial = (uid: string) => Number(uid.split('/')[2]);
    expect(second.tender_uid.split('/')[1]).toBe(first.tender_uid.split('/')[1]);
    expect(serial(second.tender_uid)).toBeGreaterThan(serial(first.tender_uid));
  });

  it.each([
    [
      'document download ends before it starts',
      { document_download_sale_start_date: inDays(5, 10), document_download_sale_end_date: inDays(4, 10) },
      'document_download_sale_end_date',
      tenderDateMessages.downloadEndBeforeStart,
    ],
    [
      'clarification ends before it starts',
      { clarification_start_date: inDays(6, 10), clarification_end_date: inDays(6, 9) },
      'clarification_end_date',
      tenderDateMessages.clarificationEndBeforeStart,
    ],
    [
      'bid submission ends when it starts',
      { bid_submission_start_date: inDays(20, 10), bid_submission_end_date: inDays(20, 10) },
      'bid_submission_end_date',
      tenderDateMessages.bidEndNotAfterStart,
    ],
    [
      'bids are opened before submission ends',
      { bid_opening_date: inDays(30, 16) },
      'bid_opening_date',
      tenderDateMessages.openingBeforeBidEnd,
    ],
    [
      'the pre-bid meeting is when submission ends',
      { pre_bid_meeting_date: inDays(30, 17) },
      'pre_bid_meeting_date',
      tenderDateMessages.preBidNotBeforeBidEnd,
    ],
  ])('refuses a tender whose %s, naming the field', async (_, dates, field, message) => {
    const project = uniqueProject();
    const { status, body } = await create(tenderForm({ ...dates, project_name: project }));
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([message]);
    const stored = await api<AdminTenderListAnswer>(
      'GET',
      `/admin/tenders?status=draft&q=${encodeURIComponent(project)}`,
      {
        token: admin,
      },
    );
    expect(stored.body.data).toEqual([]);
  });

  it('refuses to publish a draft whose document download started before today (published <= download start)', async () => {
    const tender = await draft({
      document_download_sale_start_date: inDays(-2, 10),
      clarification_start_date: inDays(-2, 10),
    });
    const { status, body } = await publish(tender.id);
    expect(status).toBe(400);
    expect(body.errors?.document_download_sale_start_date).toEqual([tenderDateMessages.downloadBeforePublished]);
    expect((await api('GET', `/tenders/get_tender_info/${tender.id}`)).status).toBe(404);
  });

  it('refuses unknown lookups and bad fields with their messages', async () => {
    const { status, body } = await create(
      tenderForm({
        tender_category_id: 999_999,
        pin_code: '4110',
        remarks: '9-1',
        tender_material_works: [],
        bid_submission_end_date: '2026-02-30T10:00',
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['bid_submission_end_date', 'pin_code', 'remarks', 'tender_material_works'].sort(),
    );
    const unknown = await create(tenderForm({ tender_category_id: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.tender_category_id).toEqual([
      'This choice is not in the list any more. Please choose another.',
    ]);
  });
});

describe('admin tenders: publish, cancel, re-tender and the public lists', () => {
  it('publishes a draft: it shows at once in the public active list and detail; publishing again is 409', async () => {
    const tender = await draft();
    const published = await publish(tender.id);
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('active');
    expect(published.body.data.published_date).toMatch(/\+05:30$/);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    const detail = await api<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe('active');
    expect(detail.body.data.project_name).toBe(tender.project_name);

    const again = await publish(tender.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(tenderStateMessages.onlyDraftPublished);
  });

  it('cancels with a reason: the tender moves from the active list to the cancelled list; a second cancel is 409', async () => {
    const tender = await draft();
    await publish(tender.id);
    const noReason = await cancel(tender.id, '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toEqual([tenderStateMessages.cancelReason]);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);

    const cancelled = await cancel(tender.id, 'Scope revised by the client');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Scope revised by the client' });
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
    expect(await publicList('cancelled_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    const detail = await api<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
    expect(detail.body.data.status).toBe('cancelled');
    expect(detail.body.data).not.toHaveProperty('cancel_reason');

    const again = await cancel(tender.id, 'Twice');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(tenderStateMessages.onlyActiveCancelled);
  });

  it('of two cancels at the same moment exactly one wins (conditional write); the other is 409', async () => {
    const tender = await draft();
    await publish(tender.id);
    const answers = await Promise.all([cancel(tender.id, 'First'), cancel(tender.id, 'Second')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audit = await api<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tender.id}`, { token: admin });
    expect(audit.body.data.filter((entry) => entry.action === 'tender.cancel')).toHaveLength(1);
  });

  it('re-tenders a cancelled tender with new dates: the new one is active, the old one re-tendered, linked both ways', async () => {
    const tender = await draft();
    await publish(tender.id);
    await cancel(tender.id, 'Too few bids');
    const newName = uniqueProject('Re-tendered');
    const { status, body } = await api<RetenderAnswer & ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
      token: admin,
      body: {
        changes: {
          project_name: newName,
          bid_submission_end_date: inDays(40, 17),
          bid_opening_date: inDays(41, 11),
          document_download_sale_end_date: inDays(39, 17),
        },
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const fresh = body.data;
    expect(fresh).toMatchObject({ status: 'active', project_name: newName, retendered_as: null });
    expect(fresh.retender_of).toEqual({ id: tender.id, tender_uid: tender.tender_uid });
    expect(fresh.tender_uid).not.toBe(tender.tender_uid);
    expect(fresh.bid_submission_end_date).toBe(inDays(40, 17));
    // Copied from the old one where not changed.
    expect(fresh.tender_reference_number).toBe(tender.tender_reference_number);
    expect(fresh.tender_material_works).toEqual(tender.tender_material_works);
    expect(body.retendered).toMatchObject({ id: tender.id, status: 'retendered' });
    expect(body.retendered.retendered_as).toEqual({ id: fresh.id, tender_uid: fresh.tender_uid });

    expect(await publicList('re_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    expect(await publicList('cancelled_tenders', tender.tender_uid)).toEqual([]);
    expect(await publicList('active_tenders', fresh.tender_uid)).toEqual([fresh.tender_uid]);
    const old = await api<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(old.body.data.retendered_as).toEqual({ id: fresh.id, tender_uid: fresh.tender_uid });

    const again = await api<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, { token: admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(tenderStateMessages.onlyActiveOrCancelledRetendered);
  });

  it('re-tenders an active tender; the copy must pass the date rules with today as its published date', async () => {
    const tender = await draft();
    await publish(tender.id);
    const past = await api<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
      token: admin,
      body: { changes: { document_download_sale_start_date: inDays(-1, 10) } },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors?.document_download_sale_start_date).toEqual([tenderDateMessages.downloadBeforePublished]);
    const fine = await api<RetenderAnswer>('POST', `/admin/tenders/${tender.id}/retender`, { token: admin, body: {} });
    expect(fine.status).toBe(201);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
    expect(await publicList('re_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
  });

  it('never edits a cancelled tender, and refuses an edit at an old version (no lost update)', async () => {
    const tender = await draft();
    const edited = await api<AdminTenderChanged & ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: `${tender.project_name} (revised)` }), version: tender.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(tender.version + 1);
    const stale = await api<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: 'Overwrite' }), version: tender.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(tenderStateMessages.changedMeanwhile);
    const now = await api<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(now.body.data.project_name).toBe(`${tender.project_name} (revised)`);

    await publish(tender.id);
    await cancel(tender.id, 'Stop');
    const current = (await api<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin })).body.data;
    const locked = await api<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm(), version: current.version },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(tenderStateMessages.notEditable);
  });

  it('edits an active tender and the public detail shows the edit at once', async () => {
    const tender = await draft();
    const active = (await publish(tender.id)).body.data;
    const { status } = await api('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: tender.project_name, location: 'Wakad, Pune' }), version: active.version },
    });
    expect(status).toBe(200);
    const detail = await api<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
    expect(detail.body.data.location).toBe('Wakad, Pune');
    expect(detail.body.data.published_date).toBe(active.published_date);
  });
});

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
    expect((await api('GET', publicPath)).status).toBe(404);

    // The admin can read a draft's document through its own link.
    const link = await api<FileUrlAnswer>('GET', `/admin/tenders/${tender.id}/documents/1/link`, { token: admin });
    expect(link.status).toBe(200);
    const viaAdmin = await fetch(link.body.data.url);
    expect(
      Buffer.from(await viaAdmin.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await publish(tender.id);
    const redirect = await api('GET', publicPath);
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
    const { status, body } = await api<AdminTenderChanged>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: tender.project_name, tender_documents: [keep, added] }), version: 1 },
    });
    expect(status).toBe(200);
    expect(body.data.tender_documents.map((document) => [document.id, document.document_name])).toEqual([
      [1, 'NIT (revised)'],
      [2, 'BOQ'],
    ]);
    expect(body.data.tender_documents[0]?.storage).toBe(tender.tender_documents[0]?.storage);
    const unknown = await api<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
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
    const { status, body } = await api<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tender.id}`, {
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
