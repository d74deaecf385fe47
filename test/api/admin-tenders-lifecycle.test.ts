import { beforeAll, describe, expect, it } from 'vitest';
import { tenderDateMessages, tenderStateMessages } from '@tender/shared/admin-messages';
import type { AdminTenderChanged, RetenderAnswer } from '@tender/shared/schemas/tenders-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { call, type ErrorBody } from '../support/api-call';
import { inDays, tenderForm, tokenOf, uniqueProject } from './admin-support';
import { adminTenderActions, publicList } from './admin-tenders-support';

// Tenders: publish, cancel and re-tender with the public lists and detail following at once
// (the local gateway is one process: every write clears its read cache), no lost update.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const { draft, publish, cancel } = adminTenderActions(() => admin);

describe('admin tenders: publish, cancel, re-tender and the public lists', () => {
  it('publishes a draft: it shows at once in the public active list and detail; publishing again is 409', async () => {
    const tender = await draft();
    const published = await publish(tender.id);
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('active');
    expect(published.body.data.published_date).toMatch(/\+05:30$/);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    const detail = await call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
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
    const detail = await call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
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
    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tender.id}`, { token: admin });
    expect(audit.body.data.filter((entry) => entry.action === 'tender.cancel')).toHaveLength(1);
  });

  it('re-tenders a cancelled tender with new dates: the new one is active, the old one re-tendered, linked both ways', async () => {
    const tender = await draft();
    await publish(tender.id);
    await cancel(tender.id, 'Too few bids');
    const newName = uniqueProject('Re-tendered');
    const { status, body } = await call<RetenderAnswer & ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
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
    const old = await call<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(old.body.data.retendered_as).toEqual({ id: fresh.id, tender_uid: fresh.tender_uid });

    const again = await call<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, { token: admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(tenderStateMessages.notRetenderable);
  });

  it('re-tenders an active tender; the copy must pass the date rules with today as its published date', async () => {
    const tender = await draft();
    await publish(tender.id);
    const past = await call<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
      token: admin,
      body: { changes: { document_download_sale_start_date: inDays(-1, 10) } },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors?.document_download_sale_start_date).toEqual([tenderDateMessages.downloadBeforePublished]);
    const fine = await call<RetenderAnswer>('POST', `/admin/tenders/${tender.id}/retender`, { token: admin, body: {} });
    expect(fine.status).toBe(201);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
    expect(await publicList('re_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
  });

  it('never edits a cancelled tender, and refuses an edit at an old version (no lost update)', async () => {
    const tender = await draft();
    const edited = await call<AdminTenderChanged & ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: `${tender.project_name} (revised)` }), version: tender.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(tender.version + 1);
    const stale = await call<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm({ project_name: 'Overwrite' }), version: tender.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(tenderStateMessages.changedMeanwhile);
    const now = await call<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(now.body.data.project_name).toBe(`${tender.project_name} (revised)`);

    await publish(tender.id);
    await cancel(tender.id, 'Stop');
    const current = (await call<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin })).body.data;
    const locked = await call<ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: { ...tenderForm(), version: current.version },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(tenderStateMessages.notEditable);
  });

  it('edits an active tender and the public detail shows the edit at once', async () => {
    const tender = await draft();
    const active = (await publish(tender.id)).body.data;
    const { status } = await call('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      // An active tender's save is a corrigendum: it carries its reason.
      body: {
        ...tenderForm({ project_name: tender.project_name, location: 'Wakad, Pune' }),
        version: active.version,
        corrigendum_reason: 'The site location was corrected.',
      },
    });
    expect(status).toBe(200);
    const detail = await call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
    expect(detail.body.data.location).toBe('Wakad, Pune');
    expect(detail.body.data.published_date).toBe(active.published_date);
  });
});
