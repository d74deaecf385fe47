import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, identityMessages } from '@tender/shared/identity-rules';
import { paymentMessages } from '@tender/shared/payment-messages';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import { uploadMessages } from '@tender/shared/upload-rules';
import { getOrder } from '../../functions/data/payments-repository';
import { getRegistrationRequest } from '../../functions/data/registration-repository';
import { getUploads } from '../../functions/data/uploads-repository';
import { findUserIdByEmail, findUserIdByMobile } from '../../functions/data/users-repository';
import { call } from '../support/api-call';
import { createAccount, mailsTo } from '../support/accounts';
import { createdOrder, paidOrder, type PaidOrder } from '../support/payments';
import { builderBody, buyerBody, uniqueContact, vendorStepOne } from '../support/registration-samples';
import {
  HTML_PAGE,
  SAMPLE_JPEG,
  SAMPLE_PNG,
  samplePdf,
  STEP_ONE_FILE_FIELDS,
  uploadFile,
  uploadRegistrationFiles,
  type UploadedRef,
} from '../support/uploads';

// Registrations refused: each answer names the field and says why, and nothing was stored (no
// account for the email or mobile, no request_id claim, every upload still unused, the order still
// paid and unused). Signature and amount tampering belong to the payment tests (payments.test.ts).

/** A registration's answer: 201 with the account, or the error shape. */
type Answer = { error: boolean; message: string; errors?: Record<string, string[]>; data: { id: number } };
type Body = Record<string, unknown> & { email: string; mobile_no: string; request_id?: string };

const uploadIdOf = (ref: UploadedRef) => ref.key.slice('tmp/'.length);

let files: (field: string) => UploadedRef;
let payment: PaidOrder;

beforeAll(async () => {
  [files, payment] = await Promise.all([uploadRegistrationFiles(STEP_ONE_FILE_FIELDS), paidOrder()]);
});

/** A valid quick registration, paid: each case changes one thing. */
function quickBody(overrides: Record<string, unknown> = {}, fileOf = files): Body {
  return {
    ...vendorStepOne(fileOf, uniqueContact('refused')),
    is_quick_register: true,
    payment_id: payment.payment_id,
    order_id: payment.order_id,
    request_id: randomUUID(),
    ...overrides,
  } as Body;
}

const register = (body: unknown, path = '/contractors/register') => call<Answer>('POST', path, { body });

/** Nothing of this registration is stored: no account, no request_id, uploads unused, the order not spent. */
async function expectNothingStored(body: Body, refs: UploadedRef[], options: { email?: boolean } = {}) {
  if (options.email !== false) expect(await findUserIdByEmail(body.email)).toBeUndefined();
  expect(await findUserIdByMobile(body.mobile_no)).toBeUndefined();
  if (body.request_id) expect(await getRegistrationRequest(body.request_id)).toBeUndefined();
  const tickets = await getUploads(refs.map(uploadIdOf));
  expect(refs.map((ref) => tickets.get(uploadIdOf(ref))?.status)).toEqual(refs.map(() => 'issued'));
  expect(await getOrder(payment.order_id)).toMatchObject({ status: 'paid', used_by: null });
  expect(await mailsTo(body.email)).toEqual([]);
}

const stepOneRefs = () => STEP_ONE_FILE_FIELDS.map((field) => files(field));

describe('registration refused: taken email or mobile', () => {
  it('409 naming email when the address is registered (any letter case)', async () => {
    const existing = await createAccount();
    const body = quickBody({ email: existing.email.toUpperCase() });
    const answer = await register(body);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: m.emailTaken, errors: { email: [m.emailTaken] } });
    expect(await findUserIdByEmail(existing.email)).toBe(existing.id);
    await expectNothingStored(body, stepOneRefs(), { email: false });
  });

  it('409 naming mobile_no when the number is registered; builders get their own field names', async () => {
    const existing = await createAccount();
    const body = quickBody({ mobile_no: existing.mobile });
    const answer = await register(body);
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ mobile_no: [m.mobileTaken] });
    expect(await findUserIdByMobile(existing.mobile!)).toBe(existing.id);
    expect(await findUserIdByEmail(body.email)).toBeUndefined();

    const builder = await register(
      {
        ...builderBody(),
        company_email: existing.email,
        company_mobile_no: existing.mobile,
      },
      '/builders/register',
    );
    expect(builder.status).toBe(409);
    expect(builder.body.errors).toEqual({ company_email: [m.emailTaken], company_mobile_no: [m.mobileTaken] });
  });
});

describe('registration refused: identity numbers and lookups', () => {
  const otherPanGstin = `27AABCU9603R1Z${gstinCheckCharacter('27AABCU9603R1Z')}`;
  const wrongCheck = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z') === 'A' ? 'B' : 'A'}`;

  it.each([
    ['an invalid PAN', { document_1: { value: 'AAPXU0939F' } }, 'document_1.value', identityMessages.panForm],
    [
      'a GSTIN with a wrong check character',
      { document_2: { value: wrongCheck } },
      'document_2.value',
      identityMessages.gstinCheck,
    ],
    [
      'a GSTIN holding another PAN',
      { document_2: { value: otherPanGstin } },
      'document_2.value',
      identityMessages.gstinPan,
    ],
    ['an invalid pin code', { document_3: { value: '011045' } }, 'document_3.value', identityMessages.pinCode],
  ] as const)('400 for %s, naming the field', async (_, change, field, message) => {
    const base = quickBody();
    const [name, row] = Object.entries(change)[0] as [string, { value: string }];
    const body = { ...base, [name]: { ...(base[name] as object), ...row } } as Body;
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
    await expectNothingStored(body, stepOneRefs());
  });

  it('400 when a selected type of work or labour option is not in its list', async () => {
    const body = quickBody({ material_work_type_id: 999, with_labour_material: [1, 998] });
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      material_work_type_id: [m.workTypeUnknown],
      with_labour_material: [m.labourMaterialUnknown],
    });
    await expectNothingStored(body, stepOneRefs());
  });
});

describe('registration refused: payment', () => {
  it("400 'Please make payment first.' without a payment, or with an order not paid", async () => {
    const unpaid = await createdOrder();
    for (const change of [
      { payment_id: undefined, order_id: undefined },
      { order_id: unpaid.order_id },
      { order_id: `order_${'Q'.repeat(14)}` },
    ]) {
      const body = quickBody(change);
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: paymentMessages.makePaymentFirst,
        errors: { payment_id: [paymentMessages.makePaymentFirst] },
      });
      await expectNothingStored(body, stepOneRefs());
    }
    expect((await getOrder(unpaid.order_id))?.status).toBe('created');
  });

  it('409 when one payment is used for a second registration', async () => {
    const own = await paidOrder();
    const first = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const firstBody = quickBody({ payment_id: own.payment_id, order_id: own.order_id }, first);
    expect((await register(firstBody)).status).toBe(201);

    const second = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const body = quickBody({ payment_id: own.payment_id, order_id: own.order_id }, second);
    const answer = await register(body);
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ payment_id: [paymentMessages.alreadyUsed] });
    expect(await findUserIdByEmail(body.email)).toBeUndefined();
    const tickets = await getUploads(STEP_ONE_FILE_FIELDS.map((field) => uploadIdOf(second(field))));
    expect([...tickets.values()].map((ticket) => ticket.status)).toEqual(['issued', 'issued', 'issued', 'issued']);
  });
});

describe('registration refused: files', () => {
  /** The step 1 files with one field replaced. */
  const withFile = (field: string, ref: UploadedRef) => (name: string) => (name === field ? ref : files(name));

  it("400 'Only Image and PDF files are allowed.' for an HTML page renamed .pdf", async () => {
    const html = await uploadFile('document', HTML_PAGE, 'pan.pdf', 'application/pdf');
    const body = quickBody({}, withFile('document_1.storage', html));
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'document_1.storage': [uploadMessages.wrongType] });
    await expectNothingStored(body, [html, ...stepOneRefs().slice(1)]);
  });

  it("400 'Only Image and PDF files are allowed.' for a file that starts like a PDF and goes on as HTML", async () => {
    // A polyglot: the signature a type check looks for, then a page a browser would run.
    const polyglot = Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML_PAGE, Buffer.from('\n%%EOF\n')]);
    // Without %%EOF in its last KiB: no PDF writer ends a file so.
    const unended = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.alloc(4096, 0x41)]);
    const [html, cut] = await Promise.all([
      uploadFile('document', polyglot, 'pan.pdf', 'application/pdf'),
      uploadFile('document', unended, 'gst.pdf', 'application/pdf'),
    ]);
    const body = quickBody({}, (name) =>
      name === 'document_1.storage' ? html : name === 'document_2.storage' ? cut : files(name),
    );
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'document_1.storage': [uploadMessages.wrongType],
      'document_2.storage': [uploadMessages.wrongType],
    });
    await expectNothingStored(body, [html, cut, ...stepOneRefs().slice(2)]);
  });

  it('400 for a 6 MB file (sent past the POST policy it was given)', async () => {
    const pdf = await samplePdf();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pdf);
    const large = await uploadFile('document', big, 'gst.pdf', 'application/pdf', { size: pdf.length });
    const body = quickBody({}, withFile('document_2.storage', large));
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'document_2.storage': [uploadMessages.tooLarge] });
    await expectNothingStored(body, [large, ...stepOneRefs().filter((_, index) => index !== 2)]);
  });

  it('400 for an upload made for another field (purpose)', async () => {
    const certificate = await uploadFile('certificate', SAMPLE_PNG, 'iso.png', 'image/png');
    const body = quickBody({}, withFile('director_avatar', certificate));
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ director_avatar: [uploadMessages.wrongPurpose] });
    await expectNothingStored(body, [certificate, ...stepOneRefs().slice(1)]);
  });

  it('400 for an upload another registration already holds', async () => {
    const theirs = await uploadRegistrationFiles(['director_avatar', 'document_1.storage', 'document_3.storage']);
    expect((await register(buyerBody(theirs), '/organizations/register')).status).toBe(201);
    const photo = await uploadFile('director_photo', SAMPLE_JPEG, 'me.jpg', 'image/jpeg');
    const body = quickBody({}, (name) =>
      name === 'document_1.storage' ? theirs(name) : name === 'director_avatar' ? photo : files(name),
    );
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'document_1.storage': [uploadMessages.unavailable] });
    await expectNothingStored(body, [photo, ...stepOneRefs().slice(2)]);
  });
});

describe('a retried submit (request_id)', () => {
  it('answers the same account again without a second account or mail; another body with it is a 409', async () => {
    const own = await paidOrder();
    const retried = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const body = quickBody({ payment_id: own.payment_id, order_id: own.order_id }, retried);
    const first = await register(body);
    expect(first.status).toBe(201);
    const again = await register(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await findUserIdByEmail(body.email)).toBe(first.body.data.id);
    expect(await mailsTo(body.email)).toHaveLength(1);

    const changed = await register({ ...body, company_name: 'Another Company' });
    expect(changed.status).toBe(409);
    expect(Object.keys(changed.body.errors ?? {})).toEqual(['request_id']);
  });
});
