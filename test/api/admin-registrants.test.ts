import { beforeAll, describe, expect, it } from 'vitest';
import { registrantMessages } from '@tender/shared/admin-messages';
import type { RegistrantAnswer, RegistrantChanged, RegistrantListAnswer } from '@tender/shared/schemas/registrants';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import { getOrder } from '../../functions/data/payments-repository';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { findUserIdByEmail, findUserIdByMobile } from '../../functions/data/users-repository';
import { latestMail, uniqueEmail, uniqueMobile } from '../support/accounts';
import { paidOrder } from '../support/payments';
import { buyerBody, samplePan, vendorStepOne } from '../support/registration-samples';
import { STEP_ONE_FILE_FIELDS, uploadRegistrationFiles } from '../support/uploads';
import { call, type ErrorBody } from '../support/api-call';
import { rawBucketKeys } from '../support/raw-bucket';
import { tokenOf } from './admin-support';

// Registrants: contractors and organisations registered through the real registration
// flow (uploads, the sandbox payment, POST /contractors/register and /organizations/register),
// then listed on SPEC's own paths with search and filters, viewed whole, approved, graded, deleted.

type Registered = { data: { id: number; email: string } };

/** A fresh email address and 10-digit mobile number. */
const contactOf = (prefix: string) => ({ email: uniqueEmail(prefix), mobile_no: uniqueMobile() });

let admin: string;
let contractor: { id: number; email: string; mobile: string; orderId: string };
let buyer: { id: number; email: string };

beforeAll(async () => {
  admin = await tokenOf('Admin');
  const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
  const payment = await paidOrder();
  const contact = contactOf('admin-contractor');
  const vendor = await call<Registered & ErrorBody>('POST', '/contractors/register', {
    body: {
      ...vendorStepOne(files, contact),
      is_quick_register: true,
      payment_id: payment.payment_id,
      order_id: payment.order_id,
    },
  });
  if (vendor.status !== 201) throw new Error(`contractor registration answered ${vendor.status}`);
  contractor = { id: vendor.body.data.id, email: contact.email, mobile: contact.mobile_no, orderId: payment.order_id };

  const buyerFiles = await uploadRegistrationFiles(['director_avatar', 'document_1.storage', 'document_3.storage']);
  const buyerContact = contactOf('admin-buyer');
  const registered = await call<Registered>('POST', '/organizations/register', {
    body: buyerBody(buyerFiles, buyerContact),
  });
  if (registered.status !== 201) throw new Error(`buyer registration answered ${registered.status}`);
  buyer = { id: registered.body.data.id, email: buyerContact.email };
}, 60_000);

const contractors = (query: string) => call<RegistrantListAnswer>('GET', `/contractors${query}`, { token: admin });
const organizations = (query: string) => call<RegistrantListAnswer>('GET', `/organizations${query}`, { token: admin });
const ids = (answer: { body: RegistrantListAnswer }) => answer.body.data.map((row) => row.id);

describe('admin registrants: lists on SPEC paths', () => {
  it('finds a contractor by email, mobile, name and PAN, with its state', async () => {
    const byEmail = await contractors(`?q=${encodeURIComponent(contractor.email)}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toEqual([
      expect.objectContaining({
        id: contractor.id,
        kind: 'contractor',
        role: 'Contractor',
        name: 'Asha Patil',
        company_name: 'Patil Constructions',
        email: contractor.email,
        mobile: contractor.mobile,
        pan: samplePan,
        status: 'pending',
        grade: 'C',
        paid: true,
        verified: false,
      }),
    ]);
    expect(ids(await contractors(`?q=${contractor.mobile}`))).toEqual([contractor.id]);
    expect(ids(await contractors(`?q=${samplePan.toLowerCase()}&limit=100`))).toContain(contractor.id);
    expect(ids(await contractors('?q=patil%20constructions&limit=100'))).toContain(contractor.id);
  });

  it('filters by paid, verified and role, and keeps kinds apart', async () => {
    const mine = `?q=${encodeURIComponent(contractor.email)}`;
    expect(ids(await contractors(`${mine}&paid=true`))).toEqual([contractor.id]);
    expect(ids(await contractors(`${mine}&paid=false`))).toEqual([]);
    expect(ids(await contractors(`${mine}&verified=false`))).toEqual([contractor.id]);
    expect(ids(await contractors(`${mine}&verified=true`))).toEqual([]);
    expect(ids(await contractors(`${mine}&role=Builder`))).toEqual([]);
    expect(ids(await contractors(`?q=${encodeURIComponent(buyer.email)}`))).toEqual([]);
    const org = await organizations(`?q=${encodeURIComponent(buyer.email)}`);
    expect(org.body.data).toEqual([
      expect.objectContaining({ id: buyer.id, kind: 'organization', grade: null, paid: false }),
    ]);
    expect((await organizations('?role=Contractor')).status).toBe(400);
  });

  it('pages newest first with a cursor, neither repeating nor losing anyone', async () => {
    const all = (await contractors('?limit=100')).body.data;
    const paged: RegistrantListAnswer['data'] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await contractors(query);
      expect(page.body.data.length).toBeLessThanOrEqual(1);
      paged.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor && paged.length <= all.length + 20);
    // Other tests may register meanwhile (newest, so first): every one listed before is still met, once, in order.
    const times = paged.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(paged.map((row) => row.id)).size).toBe(paged.length);
    expect(paged.map((row) => row.id)).toEqual(expect.arrayContaining(all.map((row) => row.id)));
  });
});

describe('admin registrants: view, approve, grade, delete', () => {
  it('shows the whole profile read-only, each stored file with a link that opens it', async () => {
    const { status, body } = await call<RegistrantAnswer>('GET', `/admin/registrants/${contractor.id}`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: contractor.id,
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: true,
      user: { email: contractor.email, role: 'Contractor', email_verified_at: null },
      payment: { order_id: contractor.orderId },
      basic: { company_name: 'Patil Constructions' },
    });
    const avatar = body.data.basic.director_avatar as { url: string; content_type: string };
    expect(avatar.content_type).toBe('image/jpeg');
    const image = await fetch(avatar.url);
    expect(image.status).toBe(200);
    const pan = body.data.documents[0] as { value: string; storage: { url: string } };
    expect(pan.value).toBe(samplePan);
    expect((await fetch(pan.storage.url)).status).toBe(200);
  });

  it('approves with a remark (required) and audits it', async () => {
    const missing = await call<ErrorBody>('POST', `/admin/registrants/${contractor.id}/review`, {
      token: admin,
      body: { decision: 'approve', remark: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.remark).toEqual([registrantMessages.remark]);

    const approved = await call<RegistrantChanged>('POST', `/admin/registrants/${contractor.id}/review`, {
      token: admin,
      body: { decision: 'approve', remark: 'Documents checked' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(registrantMessages.approved);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      remark: 'Documents checked',
      reviewed_by: { name: 'Test Person' },
    });
    const listed = await contractors(`?q=${encodeURIComponent(contractor.email)}&status=approved`);
    expect(ids(listed)).toEqual([contractor.id]);

    const rejected = await call<RegistrantChanged>('POST', `/admin/registrants/${buyer.id}/review`, {
      token: admin,
      body: { decision: 'reject', remark: 'GSTIN certificate missing' },
    });
    expect(rejected.body.data.status).toBe('rejected');
  });

  it('sets a contractor grade; an organisation has none', async () => {
    const graded = await call<RegistrantChanged>('PUT', `/admin/registrants/${contractor.id}/grade`, {
      token: admin,
      body: { grade: 'B' },
    });
    expect(graded.status).toBe(200);
    expect(graded.body.data.grade).toBe('B');
    expect((await contractors(`?q=${encodeURIComponent(contractor.email)}`)).body.data[0]?.grade).toBe('B');
    const bad = await call<ErrorBody>('PUT', `/admin/registrants/${contractor.id}/grade`, {
      token: admin,
      body: { grade: 'E' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.grade).toEqual([registrantMessages.grade]);
    const organisation = await call<ErrorBody>('PUT', `/admin/registrants/${buyer.id}/grade`, {
      token: admin,
      body: { grade: 'A' },
    });
    expect(organisation.status).toBe(400);
    expect(organisation.body.errors?.grade).toEqual([registrantMessages.gradeContractorsOnly]);
  });

  it('deletes a contractor: account, claims, sessions, profile and files go; the payment stays, marked', async () => {
    const mail = await latestMail(contractor.email, 'Your registration: password and verification');
    const password = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1];
    const login = await call<{ token?: string }>('POST', '/login', { body: { email: contractor.email, password } });
    expect(login.status).toBe(200);
    const token = login.body.token!;
    expect((await call('GET', `/profile/${contractor.id}`, { token })).status).toBe(200);

    // The other path's kind is refused: an organisation's id on /contractors and the reverse.
    expect((await call('DELETE', `/organizations/${contractor.id}`, { token: admin })).status).toBe(404);
    expect((await call('DELETE', `/contractors/${buyer.id}`, { token: admin })).status).toBe(404);

    const folder = `files/${contractor.id}/`;
    expect((await rawBucketKeys(folder)).length).toBeGreaterThanOrEqual(STEP_ONE_FILE_FIELDS.length);
    const deleted = await call<ErrorBody>('DELETE', `/contractors/${contractor.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(registrantMessages.contractorDeleted);
    // Its uploads go from the bucket too, every version (ListObjectVersions where the server keeps versions).
    expect(await rawBucketKeys(folder)).toEqual([]);

    expect((await call('GET', `/profile/${contractor.id}`, { token })).status).toBe(401);
    expect((await call('GET', `/admin/registrants/${contractor.id}`, { token: admin })).status).toBe(404);
    expect(ids(await contractors(`?q=${encodeURIComponent(contractor.email)}`))).toEqual([]);
    expect(await getAccountProfile(contractor.id)).toBeUndefined();
    expect(await findUserIdByEmail(contractor.email)).toBeUndefined();
    expect(await findUserIdByMobile(contractor.mobile)).toBeUndefined();
    expect(await getOrder(contractor.orderId)).toMatchObject({
      status: 'used',
      used_by: contractor.id,
      deleted_account_id: contractor.id,
    });
    expect((await call('DELETE', `/contractors/${contractor.id}`, { token: admin })).status).toBe(404);

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=registrant&id=${contractor.id}`, {
      token: admin,
    });
    expect(audit.body.data.map((entry) => entry.action)).toEqual([
      'registrant.delete',
      'registrant.grade',
      'registrant.approve',
    ]);
    expect(audit.body.data[0]).toMatchObject({ before: { email: contractor.email, kind: 'contractor' }, after: null });
    expect(audit.body.data[1]).toMatchObject({ before: { grade: 'C' }, after: { grade: 'B' } });
  });

  it('deletes an organisation on its own path', async () => {
    const deleted = await call<ErrorBody>('DELETE', `/organizations/${buyer.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(registrantMessages.organizationDeleted);
    expect(ids(await organizations(`?q=${encodeURIComponent(buyer.email)}`))).toEqual([]);
  });
});
