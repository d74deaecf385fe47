import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registrationMessages } from '@tender/shared/registration-fields';
import { getOrder } from '../../functions/data/payments-repository';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { getUploads } from '../../functions/data/uploads-repository';
import { headObject } from '../../functions/platform/storage';
import { call } from '../support/api-call';
import { latestMail, linkIn, storedUser } from '../support/accounts';
import { paidOrder } from '../support/payments';
import { uniqueContact, vendorStepOne, vendorStepTwo } from '../support/registration-samples';
import { uploadRegistrationFiles, VENDOR_FILE_FIELDS } from '../support/uploads';

// The full vendor wizard end to end against the local stack: real uploads, the fee paid in the
// sandbox's checkout, the registration, the mailed password and link, the first login, the forced
// password change, and the profile as stored.

type Body = Record<string, unknown> & { errors?: Record<string, string[]>; message?: string };
type Registered = { error: false; message: string; data: { id: number; email: string } };
type LoginBody = { token?: string; user?: Record<string, unknown> } & Body;

/** The mailed one-time password and verify_url of the newest registration mail to `email`. */
async function registrationMailOf(email: string) {
  const mail = await latestMail(email, 'Your registration: password and verification');
  const password = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1];
  const link = linkIn(mail, '/email/verify/');
  return { mail, password, verifyUrl: decodeURIComponent(link.pathname.slice('/email/verify/'.length)) };
}

describe('POST /contractors/register: the full vendor wizard', () => {
  it('registers with real files and a sandbox payment; the mailed password logs in once and is replaced', async () => {
    const files = await uploadRegistrationFiles(VENDOR_FILE_FIELDS);
    const payment = await paidOrder();
    const contact = uniqueContact('wizard');
    const body = {
      ...vendorStepOne(files, contact),
      ...vendorStepTwo(files),
      payment_id: payment.payment_id,
      order_id: payment.order_id,
      request_id: randomUUID(),
    };

    const registered = await call<Registered>('POST', '/contractors/register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      error: false,
      message: registrationMessages.registered,
      data: { id: expect.any(Number), email: contact.email },
    });
    const id = registered.body.data.id;
    expect(await storedUser(id)).toMatchObject({
      role: 'Contractor',
      email: contact.email,
      mobile: contact.mobile_no,
      email_verified_at: null,
      must_change_password: true,
    });

    // The mail: the verification link and the one-time password, which expires in 7 days.
    const { mail, password, verifyUrl } = await registrationMailOf(contact.email);
    expect(mail.body.text).toContain('It expires in 7 days; you will choose your own password at first login.');
    expect(password).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(verifyUrl).toMatch(new RegExp(`^${id}-\\d+-[A-Za-z0-9_-]{43}$`));

    // First login with the mailed password: the answer says it must be changed (the SPA goes to /change-password).
    const first = await call<LoginBody>('POST', '/login', { body: { email: contact.email, password } });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      id,
      role: 'Contractor',
      must_change_password: true,
      email_verified_at: null,
    });
    const token = first.body.token!;
    const verified = await call<Body>('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token });
    expect(verified.status).toBe(202);

    const changed = await call<Body & { data: Record<string, unknown> }>('PUT', `/profile/${id}`, {
      token,
      body: { isChangePassword: true, password: 'Granite-Bridge-73', confirm_password: 'Granite-Bridge-73' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.must_change_password).toBe(false);
    expect((await call('POST', '/login', { body: { email: contact.email, password } })).status).toBe(401);
    const again = await call<LoginBody>('POST', '/login', {
      body: { email: contact.mobile_no, password: 'Granite-Bridge-73' },
    });
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ must_change_password: false, email_verified_at: expect.any(String) });

    // The stored profile has every section, its files copied into the account's folder.
    const loaded = await getAccountProfile(id);
    expect(loaded?.profile).toMatchObject({
      account_id: id,
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: false,
      payment: { order_id: payment.order_id, payment_id: payment.payment_id },
      basic: {
        name: 'Asha Patil',
        company_name: 'Patil Constructions',
        est_year: 2005,
        email: contact.email,
        mobile_no: contact.mobile_no,
        material_work_type_id: 1,
        with_labour_material: [1],
        director_dob: '1980-04-12',
        director_avatar: { file_name: 'director.jpg', content_type: 'image/jpeg' },
      },
      bank_details: { favouring_name: 'Patil Constructions', ifsc_code: 'HDFC0001234' },
    });
    const profile = loaded!.profile;
    expect(profile.documents.map((document) => [document.document_type_id, document.value])).toEqual([
      [1, 'AAPFU0939F'],
      [2, '27AAPFU0939F1ZV'],
      [3, '411045'],
      [4, null],
    ]);
    expect(Object.keys(loaded!.lists).sort()).toEqual(
      [
        'completed_works',
        'contact_persons',
        'director_proprietor',
        'equipments',
        'ongoing_works',
        'quality_certificates',
        'technical_staff',
        'turnovers',
      ].sort(),
    );
    expect(loaded!.lists.turnovers?.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(loaded!.lists.contact_persons).toEqual([{ id: 1, name: 'Meera Shah', mobile_no: '9822012345' }]);

    const storedFiles = [
      profile.basic.director_avatar,
      ...profile.documents.slice(0, 3).map((document) => document.storage),
      ...(loaded!.lists.turnovers ?? []).map((row) => row.certificate_storage),
      loaded!.lists.quality_certificates?.[0]?.storage,
    ] as { key: string; content_type: string }[];
    expect(storedFiles).toHaveLength(8);
    for (const file of storedFiles) {
      expect(file.key).toMatch(new RegExp(`^files/${id}/[0-9a-f-]{36}\\.(pdf|jpg|png)$`));
      expect((await headObject(file.key))?.contentType).toBe(file.content_type);
    }
    const uploadIds = VENDOR_FILE_FIELDS.map((field) => files(field).key.slice('tmp/'.length));
    const tickets = await getUploads(uploadIds);
    expect(uploadIds.map((uploadId) => tickets.get(uploadId)?.used_by)).toEqual(uploadIds.map(() => id));
    expect(await getOrder(payment.order_id)).toMatchObject({ status: 'used', used_by: id });
  });
});
