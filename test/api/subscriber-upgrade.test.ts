import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { registrationMessages } from '@tender/shared/registration-fields';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { call, type ErrorBody } from '../support/api-call';
import {
  createAccount,
  latestMail,
  linkIn,
  loginToken,
  mailsTo,
  storedUser,
  uniqueEmail,
  uniqueMobile,
} from '../support/accounts';
import { paidOrder } from '../support/payments';
import { buyerBody, uniqueContact, vendorStepOne, vendorStepTwo } from '../support/registration-samples';
import {
  samplePdf,
  STEP_ONE_FILE_FIELDS,
  uploadFile,
  uploadRegistrationFiles,
  VENDOR_FILE_FIELDS,
} from '../support/uploads';

// A Subscriber (made with Sign up) completes a registration with its own
// account: its token on the registration route, no new account, no password mail.

type Registered = { error: false; message: string; data: { id: number; email: string } };
type Body = ErrorBody & Partial<Registered>;

const PASSWORD = 'Quiet-Harbour-19';
const PASSWORD_MAIL = 'Your registration: password and verification';

/** Sign up (the real route), open the mailed link: a verified Subscriber and its session. */
async function verifiedSubscriber() {
  const email = uniqueEmail('subscriber');
  const body = {
    name: 'Sunita Rao',
    username: 'sunita',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    privacy_consent: true,
  };
  const created = await call<{ data: { id: number } }>('POST', '/sign_up', { body });
  expect(created.status).toBe(201);
  const token = await loginToken({ email, password: PASSWORD });
  const link = linkIn(await latestMail(email, 'Verify your account'), '/email/verify/');
  const verifyUrl = decodeURIComponent(link.pathname.slice('/email/verify/'.length));
  expect((await call('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token })).status).toBe(202);
  return { id: created.body.data.id, email, token: await loginToken({ email, password: PASSWORD }) };
}

/** The fee's payment fields, when the settings ask one now. */
async function paymentIfNeeded(): Promise<Record<string, string>> {
  const { body } = await call<{ data: { payment_needed: boolean } }>(
    'GET',
    '/check_payment_during_contractor_registration',
  );
  if (!body.data.payment_needed) return {};
  const payment = await paidOrder();
  return { payment_id: payment.payment_id, order_id: payment.order_id };
}

describe('a Subscriber registers its own account', () => {
  it('as a Contractor: the role changes, the profile is stored, no password mail, and only once', async () => {
    const subscriber = await verifiedSubscriber();
    const other = await createAccount({ role: 'Subscriber', mobile: null });
    const before = await storedUser(subscriber.id);
    const [files, payment] = await Promise.all([uploadRegistrationFiles(VENDOR_FILE_FIELDS), paymentIfNeeded()]);
    // A ticket asked for while signed in is the Subscriber's own: it is accepted too.
    const ownPan = await uploadFile('document', await samplePdf(), 'pan.pdf', 'application/pdf', {
      token: subscriber.token,
    });
    const mobile = uniqueMobile();
    const body = {
      ...vendorStepOne(files, { email: subscriber.email.toUpperCase(), mobile_no: mobile }),
      ...vendorStepTwo(files),
      ...payment,
      request_id: randomUUID(),
    };
    body.document_1 = { ...body.document_1, storage: ownPan };

    const registered = await call<Body>('POST', '/contractors/register', { token: subscriber.token, body });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      error: false,
      message: subscriberMessages.upgraded,
      data: { id: subscriber.id, email: subscriber.email },
    });

    const user = await storedUser(subscriber.id);
    expect(user).toMatchObject({
      role: 'Contractor',
      name: 'Asha Patil',
      email: subscriber.email,
      mobile,
      email_verified_at: before.email_verified_at,
      must_change_password: false,
      password_hash: before.password_hash,
    });
    const loaded = await getAccountProfile(subscriber.id);
    expect(loaded?.profile).toMatchObject({
      account_id: subscriber.id,
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      payment: payment.order_id ? { order_id: payment.order_id, payment_id: payment.payment_id } : null,
      basic: { company_name: 'Patil Constructions', director_avatar: { content_type: 'image/jpeg' } },
    });
    expect(loaded?.profile.documents[0]?.storage?.key).toMatch(new RegExp(`^files/${subscriber.id}/`));
    expect(Object.keys(loaded?.lists ?? {}).length).toBeGreaterThan(0);

    // Its own password logs in, as a Contractor, by email or by the mobile the form added.
    const login = await call<{ user: Record<string, unknown> }>('POST', '/login', {
      body: { email: mobile, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: subscriber.id, role: 'Contractor', must_change_password: false });
    const dashboard = await call<{ user_role: string }>('GET', '/dashboard', { token: subscriber.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.user_role).toBe('Contractor');

    // No second password, no second verification mail: only the sign-up's link (and the fee's tax invoice).
    const mails = await mailsTo(subscriber.email);
    expect(mails.filter((mail) => mail.subject === PASSWORD_MAIL)).toEqual([]);
    const invoiceMail = payment.order_id ? [invoiceMessages.mailSubject] : [];
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your account', ...invoiceMail]);

    // The same token again (a Contractor now), as a buyer or a vendor: 409, nothing changes.
    const buyerFiles = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const again = await call<Body>('POST', '/organizations/register', {
      token: subscriber.token,
      body: buyerBody(buyerFiles, { email: subscriber.email, mobile_no: mobile }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(subscriberMessages.alreadyRegistered);
    expect((await storedUser(subscriber.id)).role).toBe('Contractor');
    expect((await getAccountProfile(subscriber.id))?.profile.kind).toBe('contractor');

    // The other Subscriber is untouched.
    expect(await storedUser(other.id)).toMatchObject({ role: 'Subscriber', mobile: null, name: other.name });
    expect(await getAccountProfile(other.id)).toBeUndefined();
  });

  it('as an Organization while unverified: the verification link is mailed, no password; its login stays its own', async () => {
    const subscriber = await createAccount({ role: 'Subscriber', verified: false, mobile: null });
    const token = await loginToken(subscriber);
    const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const contact = uniqueContact('upgrade-buyer');

    // Another email than the account's is refused on the field (400), and writes nothing.
    const otherEmail = await call<Body>('POST', '/organizations/register', {
      token,
      body: buyerBody(files, contact),
    });
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body.errors).toEqual({ email: [subscriberMessages.accountEmail] });
    expect((await storedUser(subscriber.id)).role).toBe('Subscriber');

    const registered = await call<Body>('POST', '/organizations/register', {
      token,
      body: buyerBody(files, { email: subscriber.email, mobile_no: contact.mobile_no }),
    });
    expect(registered.status).toBe(201);
    expect(await storedUser(subscriber.id)).toMatchObject({
      role: 'Organization',
      mobile: contact.mobile_no,
      email_verified_at: null,
      password_hash: subscriber.password_hash,
    });
    expect((await getAccountProfile(subscriber.id))?.profile).toMatchObject({
      kind: 'organization',
      status: 'pending',
    });
    const link = linkIn(await latestMail(subscriber.email, 'Verify your account'), '/email/verify/');
    expect(link.pathname).toMatch(new RegExp(`^/email/verify/${subscriber.id}-`));
    expect((await mailsTo(subscriber.email)).filter((mail) => mail.subject === PASSWORD_MAIL)).toEqual([]);
  });

  it('refuses the token of an account that is already registered (409)', async () => {
    const contractor = await createAccount({ role: 'Contractor' });
    const token = await loginToken(contractor);
    const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const refused = await call<Body>('POST', '/organizations/register', { token, body: buyerBody(files) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(subscriberMessages.alreadyRegistered);
    expect((await storedUser(contractor.id)).role).toBe('Contractor');
  });
});

describe("a visitor types a Subscriber's email or mobile on a registration form", () => {
  it('is told to log in and continue; an email of a registered company is still taken', async () => {
    const subscriber = await createAccount({ role: 'Subscriber' });
    const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);

    const byEmail = await call<Body>('POST', '/organizations/register', {
      body: buyerBody(files, { email: subscriber.email, mobile_no: uniqueContact().mobile_no }),
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.errors).toEqual({ email: [subscriberMessages.emailOfSubscriber] });

    const byMobile = await call<Body>('POST', '/organizations/register', {
      body: buyerBody(files, { email: uniqueContact().email, mobile_no: subscriber.mobile! }),
    });
    expect(byMobile.status).toBe(409);
    expect(byMobile.body.errors).toEqual({ mobile_no: [subscriberMessages.mobileOfSubscriber] });

    const contractor = await createAccount({ role: 'Contractor' });
    const taken = await call<Body>('POST', '/organizations/register', {
      body: buyerBody(files, { email: contractor.email, mobile_no: uniqueContact().mobile_no }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: [registrationMessages.emailTaken] });
    expect((await storedUser(subscriber.id)).role).toBe('Subscriber');
  });
});
