import { describe, expect, it } from 'vitest';
import { registrationMessages } from '@tender/shared/registration-fields';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { updateUser } from '../../functions/data/users-repository';
import { oneTimePasswordMessages } from '../../functions/domain/accounts/one-time-password';
import { call } from '../support/api-call';
import { createAccount, latestMail, loginToken, storedUser } from '../support/accounts';
import { builderBody, buyerBody, uniqueContact } from '../support/registration-samples';
import { uploadRegistrationFiles } from '../support/uploads';

// Buyer (Organization) and Builder registrations, the buyer form's email check, and the one-time
// password's expiry at login.

type Registered = { error: false; message: string; data: { id: number; email: string } };
type Answer = { message?: string; user?: Record<string, unknown>; data?: { exists: boolean } };

/** The one-time password of the newest registration mail to `email`. */
async function mailedPassword(email: string): Promise<string> {
  const mail = await latestMail(email, 'Your registration: password and verification');
  const password = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1];
  if (!password) throw new Error(`no password in: ${mail.body.text}`);
  return password;
}

describe('POST /organizations/register', () => {
  it('registers a buyer with its files, directors and projects; the buyer form sees the email taken', async () => {
    const files = await uploadRegistrationFiles(['director_avatar', 'document_1.storage', 'document_3.storage']);
    const contact = uniqueContact('buyer');
    const checkEmail = () => call<Answer>('GET', `/organizations/check_email_exists/${contact.email}/null`);
    expect((await checkEmail()).body.data).toEqual({ exists: false });

    const registered = await call<Registered>('POST', '/organizations/register', { body: buyerBody(files, contact) });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ message: registrationMessages.registered, data: { email: contact.email } });
    const id = registered.body.data.id;
    expect(await storedUser(id)).toMatchObject({
      role: 'Organization',
      name: 'Pune Metro Housing Society',
      mobile: contact.mobile_no,
      must_change_password: true,
    });

    const loaded = await getAccountProfile(id);
    expect(loaded?.profile).toMatchObject({
      kind: 'organization',
      status: 'pending',
      grade: null,
      payment: null,
      bank_details: null,
      basic: { company_name: 'PMHS Ltd', billing_name: null, director_avatar: { content_type: 'image/jpeg' } },
    });
    expect(loaded?.profile.documents.map((document) => document.storage?.content_type ?? null)).toEqual([
      'application/pdf',
      null,
      'application/pdf',
      null,
    ]);
    expect(loaded?.lists).toEqual({
      organization_directors: [{ id: 1, name: 'S. Deshmukh', qualification: 'MBA', experience: 20 }],
      organization_works: [expect.objectContaining({ id: 1, name: 'Green Meadows', number_floors: 12 })],
    });

    expect((await checkEmail()).body.data).toEqual({ exists: true });
    // The new account's id frees its address only for a caller who may know whose it is.
    expect((await call<Answer>('GET', `/organizations/check_email_exists/${contact.email}/${id}`)).body.data).toEqual({
      exists: true,
    });
    const login = await call<Answer>('POST', '/login', {
      body: { email: contact.email, password: await mailedPassword(contact.email) },
    });
    expect(login.body.user).toMatchObject({ id, role: 'Organization', must_change_password: true });
  });
});

describe('POST /builders/register', () => {
  it('registers a Builder account (no files) named by the company email and mobile', async () => {
    const body = builderBody();
    const registered = await call<Registered>('POST', '/builders/register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body.data.email).toBe(body.company_email);
    const id = registered.body.data.id;
    expect(await storedUser(id)).toMatchObject({
      role: 'Builder',
      name: 'Sahyadri Builders',
      email: body.company_email,
      mobile: body.company_mobile_no,
      email_verified_at: null,
    });
    const loaded = await getAccountProfile(id);
    expect(loaded?.profile).toMatchObject({
      kind: 'builder',
      grade: null,
      documents: [],
      basic: { pan_no: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV', material_work_type_id: 2, with_labour_material: [1, 2] },
      bank_details: { bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234' },
    });
    expect(loaded?.lists).toEqual({});

    const login = await call<Answer>('POST', '/login', {
      body: { email: body.company_mobile_no, password: await mailedPassword(body.company_email) },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'Builder', must_change_password: true });
  });
});

describe('login with a one-time password', () => {
  it('refuses it once its 7 days are over, with a way out; passwords people chose never expire', async () => {
    const body = builderBody();
    const registered = await call<Registered>('POST', '/builders/register', { body });
    const password = await mailedPassword(body.company_email);
    const user = await storedUser(registered.body.data.id);
    expect(Date.parse(user.password_expires_at!) - Date.parse(user.created_at)).toBe(7 * 86_400_000);
    await updateUser(user, { password_expires_at: new Date(Date.now() - 1000).toISOString() });

    const refused = await call<Answer>('POST', '/login', { body: { email: body.company_email, password } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(oneTimePasswordMessages.expired);
    expect(refused.body.message).toBe(
      'Your one-time password has expired. Please use Forgot password to set a new one.',
    );
    const wrong = await call<Answer>('POST', '/login', {
      body: { email: body.company_email, password: 'Wrong-Pass-99' },
    });
    expect(wrong.body.message).not.toBe(oneTimePasswordMessages.expired);

    // An account whose password was chosen (or replaced) logs in whatever its age.
    await loginToken(await createAccount());
    await loginToken(await createAccount({ mustChangePassword: true }));
  });
});
