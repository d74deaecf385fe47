import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASURE_RETAINED_FOR, erasureMailSubject, erasureMessages as m } from '@tender/shared/erasure-messages';
import { gstinCheckCharacter } from '@tender/shared/identity-rules';
import type {
  ErasureCarriedOutAnswer,
  ErasureListAnswer,
  ErasureRequestAnswer,
  ErasureStateAnswer,
} from '@tender/shared/schemas/erasure';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import { listInvoicesOfAccount } from '../../functions/data/invoices-repository';
import { keys } from '../../functions/data/keys';
import { getOrder } from '../../functions/data/payments-repository';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { findUserIdByEmail, getUser } from '../../functions/data/users-repository';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { createAccount, latestMail, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { paidOrder } from '../support/payments';
import { rawBucketKeys } from '../support/raw-bucket';
import { activateAccount } from '../support/registered-account';
import { uniqueContact, vendorStepOne, vendorStepTwo } from '../support/registration-samples';
import { uploadRegistrationFiles, VENDOR_FILE_FIELDS } from '../support/uploads';
import { tokenOf } from './admin-support';

// "Erase my account": a contractor with a full profile, eight uploads and a paid
// registration asks; the Admin carries it out. Afterwards the RAW table (every item, scanned) and
// the RAW bucket (every version) hold nothing of it, except the payment order and tax invoices the
// law keeps, marked; its login is refused and it was told by mail. Every personal value of this
// contractor is unique to it, so finding one anywhere is finding its data.

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A PAN and GSTIN no other test uses (firm holder type F, Maharashtra, right check character). */
function uniqueIdentity() {
  const pan = `${letters(3).toUpperCase()}F${letters(1).toUpperCase()}${String(randomInt(10_000)).padStart(4, '0')}${letters(1).toUpperCase()}`;
  const first14 = `27${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}` };
}

type Registered = { data: { id: number; email: string } };

/** The contractor's personal values, by what they are. */
let personal: Record<string, string>;
let contractor: { id: number; email: string; token: string; password: string; orderId: string; uploads: string[] };
let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
  const [files, payment] = await Promise.all([uploadRegistrationFiles(VENDOR_FILE_FIELDS), paidOrder()]);
  const contact = uniqueContact('erasure');
  const { pan, gstin } = uniqueIdentity();
  const surname = capital(letters(10));
  personal = {
    name: `Ishaan ${surname}`,
    email: contact.email,
    mobile: contact.mobile_no,
    pan,
    gstin,
    company: `${surname} Infra Works`,
    address: `Plot ${randomInt(1000, 9999)}, ${capital(letters(9))} Nagar, Pune`,
    director: `Kavya ${surname}`,
    directorAddress: `${capital(letters(9))} Road, Pune`,
    bankAccount: String(randomInt(100_000_000_000, 999_999_999_999)),
    staff: `Rohan ${capital(letters(10))}`,
    contactPerson: `Meera ${capital(letters(10))}`,
    contactMobile: `8${String(randomInt(100_000_000, 999_999_999))}`,
  };
  const stepOne = vendorStepOne(files, contact);
  const stepTwo = vendorStepTwo(files);
  const body = {
    ...stepOne,
    ...stepTwo,
    name: personal.name,
    company_name: personal.company,
    address: personal.address,
    director_name: personal.director,
    director_address: personal.directorAddress,
    bank_details: { ...stepOne.bank_details, favouring_name: personal.company, account_no: personal.bankAccount },
    document_1: { ...stepOne.document_1, value: pan },
    document_2: { ...stepOne.document_2, value: gstin },
    director_proprietor: [{ ...stepTwo.director_proprietor[0]!, name: personal.director }],
    technical_staff: [{ ...stepTwo.technical_staff[0]!, name: personal.staff }],
    contact_persons: [{ name: personal.contactPerson, mobile_no: personal.contactMobile }],
    payment_id: payment.payment_id,
    order_id: payment.order_id,
    request_id: randomUUID(),
  };
  const registered = await call<Registered & ErrorBody>('POST', '/contractors/register', { body });
  if (registered.status !== 201)
    throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const { id } = registered.body.data;
  const session = await activateAccount(id, contact.email);
  const uploads = VENDOR_FILE_FIELDS.map((field) => files(field).key);
  contractor = { id, email: contact.email, ...session, orderId: payment.order_id, uploads };
}, 120_000);

/** Every item of the table, as stored. */
async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items holding any of the contractor's personal values, with the values found. */
function holdersOfPersonalValues(items: Record<string, unknown>[]) {
  return items
    .map((item) => {
      const text = JSON.stringify(item).toLowerCase();
      const found = Object.entries(personal).filter(([, value]) => text.includes(value.toLowerCase()));
      return { key: `${String(item.pk)} / ${String(item.sk)}`, item, found: found.map(([what]) => what) };
    })
    .filter((holder) => holder.found.length > 0);
}

const ask = (token: string, body: Record<string, unknown> = {}) =>
  call<ErasureRequestAnswer & ErrorBody>('POST', '/account/erasure_request', { token, body });
const carryOut = (token: string, id = contractor.id) =>
  call<ErasureCarriedOutAnswer & ErrorBody>('POST', `/admin/erasure_requests/${id}/carry_out`, { token });

describe('erase my account: the request', () => {
  it('is asked once by the registrant, shown to it, and listed for the Admin', async () => {
    const before = await call<ErasureStateAnswer>('GET', '/account/erasure_request', { token: contractor.token });
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    const first = await ask(contractor.token, { reason: 'Closing the firm.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: m.requested,
      data: { status: 'pending', reason: 'Closing the firm.' },
    });
    const again = await ask(contractor.token, { reason: 'Another reason' });
    expect(again.body).toEqual({ message: m.alreadyRequested, data: first.body.data });

    const state = await call<ErasureStateAnswer>('GET', '/account/erasure_request', { token: contractor.token });
    expect(state.body.data).toEqual(first.body.data);

    const list = await call<ErasureListAnswer>('GET', '/admin/erasure_requests?status=pending&limit=100', {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.account_id === contractor.id)).toMatchObject({
      role: 'Contractor',
      status: 'pending',
      name: personal.name,
      email: personal.email,
      reason: 'Closing the firm.',
    });
  });

  it('refuses a bad reason, an Admin asking, and anyone but an Admin carrying it out', async () => {
    const tooLong = await ask(contractor.token, { reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.reason).toEqual([m.reason]);
    expect((await ask(admin)).status).toBe(403);
    expect((await call('GET', '/account/erasure_request', { token: admin })).status).toBe(403);

    expect((await carryOut(contractor.token)).status).toBe(403);
    const other = await loginToken(await createAccount({ role: 'Contractor' }));
    expect((await carryOut(other)).status).toBe(403);
    expect((await call('GET', '/admin/erasure_requests', { token: other })).status).toBe(403);
    expect((await call('POST', `/admin/erasure_requests/${contractor.id}/carry_out`)).status).toBe(401);
    // An account that asked nothing has no request to carry out.
    const quiet = await createAccount({ role: 'Contractor' });
    expect((await carryOut(admin, quiet.id)).status).toBe(404);
    expect(await getUser(quiet.id)).toBeDefined();
  });
});

describe('erase my account: carried out', () => {
  it('leaves nothing of the account in the raw table and bucket but the records the law keeps', async () => {
    const profile = (await getAccountProfile(contractor.id))?.profile;
    expect(profile?.payment?.order_id).toBe(contractor.orderId);
    const folder = `files/${contractor.id}/`;
    expect((await rawBucketKeys(folder)).length).toBeGreaterThanOrEqual(VENDOR_FILE_FIELDS.length);
    // The registration's own values are in the table before: the scan below can find them.
    expect(holdersOfPersonalValues(await scanTable()).length).toBeGreaterThan(2);

    const done = await carryOut(admin);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(m.carriedOut);
    expect(done.body.data).toMatchObject({ status: 'done', name: null, email: null, reason: null });
    expect(done.body.data.outcome?.files_removed).toBeGreaterThanOrEqual(VENDOR_FILE_FIELDS.length);
    expect(done.body.data.outcome?.retained).toContainEqual(
      expect.objectContaining({ kind: 'payment', id: contractor.orderId, retained_for: ERASURE_RETAINED_FOR }),
    );

    // Table: only the kept payment order and tax invoices may hold a personal value (an invoice
    // keeps its recipient's name, address and GSTIN: that is the invoice), each marked.
    const holders = holdersOfPersonalValues(await scanTable());
    const unmarked = holders.filter((holder) => holder.item.retained_for !== ERASURE_RETAINED_FOR);
    expect(unmarked.map((holder) => `${holder.key}: ${holder.found.join(', ')}`)).toEqual([]);
    for (const holder of holders) expect(String(holder.item.pk)).toMatch(/^(ORDER|INVOICE)#/);

    const order = await getOrder(contractor.orderId);
    expect(order).toMatchObject({ status: 'used', used_by: contractor.id, retained_for: ERASURE_RETAINED_FOR });
    expect((order as Record<string, unknown>).retain_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order).not.toHaveProperty('viewer');
    for (const invoice of await listInvoicesOfAccount(contractor.id)) {
      expect(invoice).toMatchObject({ retained_for: ERASURE_RETAINED_FOR, account_id: contractor.id });
    }

    // Bucket: no version of its files, nor of the tmp/ uploads they were copied from.
    const bucket = await rawBucketKeys();
    expect(bucket.filter((key) => key.startsWith(folder))).toEqual([]);
    expect(bucket.filter((key) => contractor.uploads.includes(key))).toEqual([]);

    // The account is a tombstone: id, role, erased and when; no login finds it.
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.user(contractor.id) }));
    expect(Item).toEqual({
      ...keys.user(contractor.id),
      account_id: contractor.id,
      role: 'Contractor',
      status: 'erased',
      erased_at: done.body.data.carried_out_at,
    });
    expect(await getUser(contractor.id)).toBeUndefined();
    expect(await findUserIdByEmail(contractor.email)).toBeUndefined();
    const login = await call('POST', '/login', { body: { email: contractor.email, password: contractor.password } });
    expect(login.status).toBe(401);
    expect((await call('GET', '/account/erasure_request', { token: contractor.token })).status).toBe(401);

    const mail = await latestMail(contractor.email, erasureMailSubject);
    expect(mail.body.text).toContain(`Hello ${personal.name},`);
    expect(mail.body.text).toContain('kept for 8 years');
  });

  it('is harmless a second time, and the trail says what was done without the personal values', async () => {
    const again = await carryOut(admin);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(m.alreadyCarriedOut);
    expect(again.body.data.status).toBe('done');

    const list = await call<ErasureListAnswer>('GET', '/admin/erasure_requests?status=done&limit=100', {
      token: admin,
    });
    expect(list.body.data.find((row) => row.account_id === contractor.id)).toMatchObject({
      status: 'done',
      name: null,
      email: null,
    });

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=registrant&id=${contractor.id}`, {
      token: admin,
    });
    expect(audit.body.data.map((entry) => entry.action)).toEqual(['registrant.erase', 'registrant.erasure_requested']);
    expect(JSON.stringify(audit.body.data)).not.toContain(personal.name);
  });
});
