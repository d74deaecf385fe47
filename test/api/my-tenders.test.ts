import { beforeAll, describe, expect, it } from 'vitest';
import { myTenderMessages, tenderStateMessages } from '@tender/shared/admin-messages';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import type {
  AdminTenderAnswer,
  AdminTenderChanged,
  AdminTenderListAnswer,
} from '@tender/shared/schemas/tenders-admin';
import type { MyTenderListAnswer } from '@tender/shared/schemas/tenders-organization';
import { tenderReturnedSubject } from '../../functions/domain/tenders/tender-return-mail';
import { createAccount, latestMail, loginToken, type TestAccount } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm, tokenOf, uniqueProject } from './admin-support';
import { publicList } from './admin-tenders-support';

// An organisation's own tenders. It drafts with the Admin's form and rules, edits its
// draft, sends it for review; the Admin publishes it or returns it with a remark (mailed). It never
// publishes, and never sees or changes another organisation's tenders.

type Changed = AdminTenderChanged & ErrorBody;

let admin: string;
let organization: TestAccount;
let orgToken: string;
let otherOrgToken: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
  organization = await createAccount({ role: 'Organization' });
  orgToken = await loginToken(organization);
  otherOrgToken = await tokenOf('Organization');
});

/** The tender form as an organisation sends it: no owner (it is always the caller). */
const myForm = (changes: Record<string, unknown> = {}) => {
  const { organization_id: _owner, ...form } = tenderForm(changes);
  return form;
};

async function myDraft(token = orgToken, changes: Record<string, unknown> = {}) {
  const { status, body } = await call<Changed>('POST', '/my/tenders', { token, body: myForm(changes) });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const submit = (id: number, token = orgToken) => call<Changed>('POST', `/my/tenders/${id}/submit`, { token });
const myList = (token = orgToken) => call<MyTenderListAnswer & ErrorBody>('GET', '/my/tenders?limit=100', { token });

describe('my tenders: an organisation drafts, edits and sends for review', () => {
  it('creates a draft it owns, edits it at the version read, and sends it for review', async () => {
    const tender = await myDraft(orgToken, { organization_id: 1 });
    expect(tender).toMatchObject({ status: 'draft', organization_id: organization.id, published_date: null });
    expect(tender.organization_name).toBe(organization.name);

    const renamed = uniqueProject('Org edit');
    const edited = await call<Changed>('PUT', `/my/tenders/${tender.id}`, {
      token: orgToken,
      body: { ...myForm({ project_name: renamed }), version: tender.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ project_name: renamed, version: tender.version + 1 });
    const stale = await call<Changed>('PUT', `/my/tenders/${tender.id}`, {
      token: orgToken,
      body: { ...myForm(), version: tender.version },
    });
    expect(stale.status).toBe(409);

    const submitted = await submit(tender.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ message: myTenderMessages.submitted, data: { status: 'in_review' } });
    expect((await submit(tender.id)).body.message).toBe(myTenderMessages.onlyDraftSubmitted);
    const locked = await call<Changed>('PUT', `/my/tenders/${tender.id}`, {
      token: orgToken,
      body: { ...myForm(), version: submitted.body.data.version },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(myTenderMessages.notEditable);

    const list = await myList();
    expect(list.body.data.find((row) => row.id === tender.id)).toMatchObject({
      status: 'in_review',
      project_name: renamed,
    });
    const inReview = await call<AdminTenderListAnswer>(
      'GET',
      `/admin/tenders?status=in_review&q=${encodeURIComponent(renamed)}`,
      { token: admin },
    );
    expect(inReview.body.data.map((row) => row.id)).toEqual([tender.id]);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([]);
  });

  it('refuses the form’s bad fields with the Admin’s messages', async () => {
    const { status, body } = await call<Changed>('POST', '/my/tenders', {
      token: orgToken,
      body: myForm({ pin_code: '12' }),
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['pin_code']);
  });

  it('cannot publish its tender: the publish route is the Admin’s (403)', async () => {
    const tender = await myDraft();
    await submit(tender.id);
    const published = await call<Changed>('POST', `/admin/tenders/${tender.id}/publish`, { token: orgToken });
    expect(published.status).toBe(403);
    expect(
      (await call<AdminTenderAnswer>('GET', `/my/tenders/${tender.id}`, { token: orgToken })).body.data.status,
    ).toBe('in_review');
  });

  it('neither sees nor changes another organisation’s tender (404), and does not list it', async () => {
    const tender = await myDraft();
    expect((await call('GET', `/my/tenders/${tender.id}`, { token: otherOrgToken })).status).toBe(404);
    const changed = await call('PUT', `/my/tenders/${tender.id}`, {
      token: otherOrgToken,
      body: { ...myForm(), version: tender.version },
    });
    expect(changed.status).toBe(404);
    expect((await submit(tender.id, otherOrgToken)).status).toBe(404);
    expect((await myList(otherOrgToken)).body.data.map((row) => row.id)).not.toContain(tender.id);
    expect(
      (await call<AdminTenderAnswer>('GET', `/my/tenders/${tender.id}`, { token: orgToken })).body.data.status,
    ).toBe('draft');
  });

  it('answers 403 to a contractor (and to the Admin) on My Tenders', async () => {
    const contractor = await tokenOf('Contractor');
    for (const token of [contractor, admin]) {
      const list = await myList(token);
      expect(list.status).toBe(403);
      expect(list.body.message).toBe(myTenderMessages.onlyOrganizations);
      expect((await call('POST', '/my/tenders', { token, body: myForm() })).status).toBe(403);
    }
  });
});

describe('my tenders: the consultancy’s review', () => {
  it('returns a tender in review with a remark: a draft again, the remark shown and mailed to the organisation', async () => {
    const tender = await myDraft();
    const notInReview = await call<Changed>('POST', `/admin/tenders/${tender.id}/return`, {
      token: admin,
      body: { remark: 'Too early' },
    });
    expect(notInReview.status).toBe(409);
    expect(notInReview.body.message).toBe(tenderStateMessages.onlyInReviewReturned);
    await submit(tender.id);
    const empty = await call<Changed>('POST', `/admin/tenders/${tender.id}/return`, {
      token: admin,
      body: { remark: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.remark).toEqual([tenderStateMessages.returnRemark]);

    const remark = 'Please attach the drawings list and extend the bid validity to 120 days.';
    const returned = await call<Changed>('POST', `/admin/tenders/${tender.id}/return`, {
      token: admin,
      body: { remark },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({ status: 'draft', return_remark: remark });

    const mine = await call<AdminTenderAnswer>('GET', `/my/tenders/${tender.id}`, { token: orgToken });
    expect(mine.body.data).toMatchObject({ status: 'draft', return_remark: remark });
    expect((await myList()).body.data.find((row) => row.id === tender.id)?.return_remark).toBe(remark);
    const mail = await latestMail(organization.email, tenderReturnedSubject(tender.tender_uid));
    expect(mail.body.text).toContain(remark);
    expect(mail.body.text).toContain(`/my-tenders/${tender.id}`);

    // A returned tender is edited and sent again; the remark is cleared by the new submission.
    const again = await submit(tender.id);
    expect(again.body.data).toMatchObject({ status: 'in_review', return_remark: null });
  });

  it('publishes a tender in review: it becomes active and public', async () => {
    const tender = await myDraft();
    await submit(tender.id);
    const published = await call<Changed>('POST', `/admin/tenders/${tender.id}/publish`, { token: admin });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'active', organization_id: organization.id });
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    const detail = await call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${tender.id}`);
    expect(detail.body.data).toMatchObject({ status: 'active', organization_name: organization.name });
    // Published: the organisation sees it, and changes go through the Admin.
    const edit = await call<Changed>('PUT', `/my/tenders/${tender.id}`, {
      token: orgToken,
      body: { ...myForm(), version: published.body.data.version },
    });
    expect(edit.status).toBe(409);
  });
});
