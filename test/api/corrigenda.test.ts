import { beforeAll, describe, expect, it } from 'vitest';
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type {
  CorrigendaAnswer,
  CorrigendumProposalChanged,
  CorrigendumProposalsAnswer,
} from '@tender/shared/schemas/corrigenda';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { AdminTenderChanged, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { createAccount, latestMail, loginToken, type TestAccount } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm, tokenOf, uploadedPdf } from './admin-support';
import { adminTenderActions } from './admin-tenders-support';

// An Admin's save of a published tender is a numbered corrigendum with a reason and a
// field-by-field diff, refused when it moves the opening earlier than the sealing key's time or
// leaves less than a third of the original period after a material change; an organisation
// proposes one for approval; the public reads them newest first.

type Changed = AdminTenderChanged & ErrorBody;
type Form = Record<string, unknown>;

let admin: string;
let organization: TestAccount;
let orgToken: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
  organization = await createAccount({ role: 'Organization' });
  orgToken = await loginToken(organization);
});

const { create, publish, cancel } = adminTenderActions(() => admin);

/** A published tender and the exact form it was made from (resent with changes, so nothing else moves). */
async function published(changes: Form = {}): Promise<{ tender: AdminTenderDetail; form: Form }> {
  const form = tenderForm(changes);
  const created = await create(form);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = await publish(created.body.data.id);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { tender: done.body.data, form };
}

const save = (tender: { id: number; version: number }, form: Form, reason?: string) =>
  call<Changed>('PUT', `/admin/tenders/${tender.id}`, {
    token: admin,
    body: { ...form, version: tender.version, ...(reason === undefined ? {} : { corrigendum_reason: reason }) },
  });

const corrigendaOf = (id: number) => call<CorrigendaAnswer & ErrorBody>('GET', `/tenders/${id}/corrigenda`);

describe('an Admin corrects a published tender', () => {
  it('numbers corrigenda, needs a reason, publishes the diff of dates, fees, EMD and work items, newest first', async () => {
    const { tender, form } = await published();
    const works = form.tender_material_works as Form[];
    const changed: Form = {
      ...form,
      tender_fee: 7080,
      emd_amount: 800000,
      bid_submission_end_date: (form.bid_submission_end_date as string).replace('T17:00', 'T18:30'),
      tender_material_works: [
        works[0],
        { ...works[1], quantity: 7000 },
        works[2],
        {
          material_work_type_id: 1,
          item_description: 'Backfilling with murum',
          quantity: 300,
          unit: 'cum',
        },
      ],
    };
    const noReason = await save(tender, changed);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.corrigendum_reason).toEqual([m.reason]);

    const first = await save(tender, changed, 'Quantities revised after the site survey.');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(m.published(1));
    expect(first.body.data).toMatchObject({ status: 'active', tender_fee: 7080, version: tender.version + 1 });

    const list = await corrigendaOf(tender.id);
    expect(list.status).toBe(200);
    const [one] = list.body.data;
    expect(one).toMatchObject({ number: 1, reason: 'Quantities revised after the site survey.', material: true });
    expect(one!.new_bid_submission_end_date).toBe(first.body.data.bid_submission_end_date);
    const byField = Object.fromEntries(one!.changes.map((change) => [change.field, change]));
    expect(byField.tender_fee).toMatchObject({ label: 'Tender fee', before: '₹5,900.00', after: '₹7,080.00' });
    expect(byField.emd_amount).toMatchObject({ before: '₹7,50,000.00', after: '₹8,00,000.00' });
    expect(byField.bid_submission_end_date).toMatchObject({ kind: 'changed', label: 'Bid submission end date' });
    expect(byField.bid_submission_end_date!.before).toMatch(/05:00 pm IST$/);
    expect(byField.bid_submission_end_date!.after).toMatch(/06:30 pm IST$/);
    // Stored grouped by work type: RCC items 1-2, excavation items 3-4; the second excavation item is new.
    expect(one!.changes.filter((change) => change.field.startsWith('tender_material_works.'))).toEqual([
      expect.objectContaining({
        field: 'tender_material_works.3',
        kind: 'changed',
        after: expect.stringContaining('7000 cum'),
      }),
      expect.objectContaining({
        field: 'tender_material_works.4',
        kind: 'added',
        after: expect.stringContaining('Backfilling'),
      }),
    ]);

    const second = await save(
      first.body.data,
      { ...changed, location: 'Wakad, Pune' },
      'The site location was corrected.',
    );
    expect(second.body.message).toBe(m.published(2));
    const both = await corrigendaOf(tender.id);
    expect(both.body.data.map((corrigendum) => corrigendum.number)).toEqual([2, 1]);
    expect(both.body.data[0]).toMatchObject({
      material: false,
      changes: [{ field: 'location', after: 'Wakad, Pune' }],
    });

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tender.id}`, { token: admin });
    const entries = audit.body.data.filter((entry) => entry.action === 'tender.corrigendum');
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { number: 1, reason: 'Quantities revised after the site survey.' },
        { number: 2, reason: 'The site location was corrected.' },
      ]),
    );
  });

  it('refuses a save that changes nothing (409) and a stale version (409)', async () => {
    const { tender, form } = await published();
    const same = await save(tender, form, 'Nothing at all changes here.');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(m.nothingChanged);
    const stale = await save({ ...tender, version: tender.version - 1 }, { ...form, location: 'Aundh' }, 'Stale edit.');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(tenderStateMessages.changedMeanwhile);
    expect((await corrigendaOf(tender.id)).body.data).toEqual([]);
  });

  it('lists documents added, replaced and removed', async () => {
    const { tender, form } = await published({
      tender_documents: [
        { document_name: 'NIT', description: 'Notice', file: await uploadedPdf(admin) },
        { document_name: 'BOQ', description: 'Bill of quantities', file: await uploadedPdf(admin, 'BOQ') },
      ],
    });
    const documents = [
      { id: 1, document_name: 'NIT', description: 'Notice', file: await uploadedPdf(admin, 'NIT v2') },
      { document_name: 'Drawings', description: 'Site drawings', file: await uploadedPdf(admin, 'Drawings') },
    ];
    const saved = await save(tender, { ...form, tender_documents: documents }, 'New NIT and the drawings added.');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [one] = (await corrigendaOf(tender.id)).body.data;
    expect(one!.material).toBe(false);
    expect(one!.changes.map((change) => [change.field, change.kind])).toEqual([
      ['tender_documents.1', 'replaced'],
      ['tender_documents.new', 'added'],
      ['tender_documents.2', 'removed'],
    ]);
  });

  it('refuses an opening earlier than the sealing key allows; a later one is fine', async () => {
    const { tender, form } = await published();
    const earlier = await save(
      tender,
      { ...form, bid_opening_date: (form.bid_submission_end_date as string).replace('T17:00', 'T18:00') },
      'Opening brought forward.',
    );
    expect(earlier.status).toBe(400);
    expect(earlier.body.errors?.bid_opening_date?.[0]).toContain('cannot move earlier');
    const later = await save(
      tender,
      { ...form, bid_opening_date: (form.bid_opening_date as string).replace('T11:00', 'T15:00') },
      'Opening moved to the afternoon.',
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('the one-third rule: a material change that leaves too little time is refused, then accepted with an extension', async () => {
    const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));
    // Bids from two minutes from now to three hours from now: a third of the period is about an hour.
    const { tender, form } = await published({
      document_download_sale_start_date: at(120),
      document_download_sale_end_date: at(3 * 3600),
      clarification_start_date: at(120),
      clarification_end_date: at(3600),
      pre_bid_meeting_date: at(120),
      bid_submission_start_date: at(120),
      bid_submission_end_date: at(3 * 3600),
      bid_opening_date: at(24 * 3600),
    });
    const shortened = await save(
      tender,
      { ...form, emd_amount: 900000, bid_submission_end_date: at(40 * 60) },
      'EMD raised, deadline brought forward.',
    );
    expect(shortened.status).toBe(400);
    expect(shortened.body.errors?.bid_submission_end_date?.[0]).toContain(
      'at least a third of the original bid submission period',
    );
    const extended = await save(
      tender,
      { ...form, emd_amount: 900000, bid_submission_end_date: at(100 * 60) },
      'EMD raised, deadline moved.',
    );
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    // A non-material change is not held to the rule.
    const fee = await save(
      extended.body.data,
      {
        ...form,
        emd_amount: 900000,
        bid_submission_end_date: extended.body.data.bid_submission_end_date,
        tender_fee: 1,
      },
      'Fee lowered.',
    );
    expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  });

  it('no corrigendum on a cancelled tender (409); a draft saves as before, its reason ignored', async () => {
    const { tender, form } = await published();
    await cancel(tender.id, 'Scope revised');
    const refused = await save(
      { ...tender, version: tender.version + 1 },
      { ...form, location: 'Aundh' },
      'Too late for this.',
    );
    expect(refused.status).toBe(409);

    const created = await create(tenderForm());
    const draft = created.body.data;
    const saved = await save(
      draft,
      { ...tenderForm({ project_name: draft.project_name }), location: 'Aundh' },
      'Ignored on a draft.',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(tenderStateMessages.updated);
    expect((await corrigendaOf(draft.id)).status).toBe(404);
  });
});

describe('an organisation proposes a corrigendum of its own tender', () => {
  const myForm = (form: Form) => {
    const { organization_id: _owner, ...rest } = form;
    return rest;
  };
  const propose = (id: number, body: Form, token = orgToken) =>
    call<CorrigendumProposalChanged & ErrorBody>('POST', `/my/tenders/${id}/corrigenda`, { token, body });

  it('sends it, one at a time; the Admin approves it (published as a corrigendum) or rejects it (mailed)', async () => {
    const { tender, form } = await published({ organization_id: organization.id });
    const body = {
      ...myForm(form),
      location: 'Kothrud, Pune',
      version: tender.version,
      corrigendum_reason: 'Location corrected by the client.',
    };

    const stranger = await propose(tender.id, body, await tokenOf('Organization'));
    expect(stranger.status).toBe(404);
    expect((await propose(tender.id, body, await tokenOf('Contractor'))).status).toBe(403);
    const noReason = await propose(tender.id, { ...body, corrigendum_reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.corrigendum_reason?.[0]).toBe(m.reason);

    const sent = await propose(tender.id, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ state: 'pending', material: false, changes: [{ field: 'location' }] });
    expect((await propose(tender.id, body)).body.message).toBe(m.proposalPending);

    const pending = await call<CorrigendumProposalsAnswer>('GET', '/admin/corrigendum_proposals', { token: admin });
    expect(pending.body.data.some((proposal) => proposal.id === sent.body.data.id)).toBe(true);
    expect((await call('GET', '/admin/corrigendum_proposals', { token: orgToken })).status).toBe(403);

    const approved = await call<CorrigendumProposalChanged & ErrorBody>(
      'POST',
      `/admin/tenders/${tender.id}/corrigendum_proposal/approve`,
      { token: admin },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'approved', corrigendum_number: 1 });
    expect((await corrigendaOf(tender.id)).body.data).toMatchObject([
      {
        number: 1,
        reason: 'Location corrected by the client.',
        changes: [{ field: 'location', after: 'Kothrud, Pune' }],
      },
    ]);
    const again = await call<ErrorBody>('POST', `/admin/tenders/${tender.id}/corrigendum_proposal/approve`, {
      token: admin,
    });
    expect(again).toMatchObject({ status: 409, body: { message: m.noProposal } });

    const next = await propose(tender.id, { ...body, location: 'Bavdhan, Pune', version: tender.version + 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const noRemark = await call<ErrorBody>('POST', `/admin/tenders/${tender.id}/corrigendum_proposal/reject`, {
      token: admin,
      body: { remark: '' },
    });
    expect(noRemark.body.errors?.remark?.[0]).toBe(m.remark);
    const rejected = await call<CorrigendumProposalChanged>(
      'POST',
      `/admin/tenders/${tender.id}/corrigendum_proposal/reject`,
      {
        token: admin,
        body: { remark: 'Bavdhan is not the site; keep Kothrud.' },
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ state: 'rejected', remark: 'Bavdhan is not the site; keep Kothrud.' });
    const mail = await latestMail(organization.email, m.rejectedMailSubject(tender.tender_uid));
    expect(mail.body.text).toContain('Bavdhan is not the site; keep Kothrud.');

    const mine = await call<CorrigendumProposalsAnswer>('GET', `/my/tenders/${tender.id}/corrigenda`, {
      token: orgToken,
    });
    expect(mine.body.data.map((proposal) => proposal.state)).toEqual(['rejected', 'approved']);
    expect((await corrigendaOf(tender.id)).body.data).toHaveLength(1);
  });
});

describe('the public list', () => {
  it('is 404 for a tender that does not exist or is not published', async () => {
    expect((await corrigendaOf(999_999_999)).status).toBe(404);
    const created = await create(tenderForm());
    expect((await corrigendaOf(created.body.data.id)).status).toBe(404);
  });
});
