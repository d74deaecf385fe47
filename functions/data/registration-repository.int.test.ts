import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import { getOrder, markOrderPaid, putOrder } from './payments-repository';
import { getAccountProfile } from './profiles-repository';
import { getRegistrationRequest, writeRegistration, type NewRegistration } from './registration-repository';
import { getUploads, putUpload } from './uploads-repository';
import { newOrder, razorpayId, uploadTicket } from './testing/stored-records';
import { drawUserId, findUserIdByEmail, getUser } from './users-repository';

const tag = () => `${Date.now() % 1e6}${Math.floor(Math.random() * 1e3)}`.padStart(9, '0').slice(-9);
async function issuedUpload(): Promise<string> {
  const ticket = uploadTicket({ size: 1000, file_name: 'pan.pdf', expiresAt: Math.floor(Date.now() / 1000) + 3600 });
  await putUpload(ticket);
  return ticket.id;
}

async function paidOrder() {
  const order = await putOrder(newOrder(590000));
  const paymentId = razorpayId('pay');
  await markOrderPaid(order.order_id, paymentId, 'verify');
  return { order_id: order.order_id, payment_id: paymentId };
}

const file = (accountId: number, uploadId: string): StoredFile => ({
  key: `files/${accountId}/${uploadId}.pdf`,
  file_name: 'pan.pdf',
  content_type: 'application/pdf',
  size: 1000,
});

async function registration(overrides: Partial<NewRegistration> = {}): Promise<NewRegistration> {
  const accountId = await drawUserId();
  const uploadId = await issuedUpload();
  const t = tag();
  const now = new Date();
  return {
    accountId,
    user: {
      name: 'Asha Patil',
      email: `Asha.${t}@Example.com`,
      mobile: `9${t}`,
      role: 'Contractor',
      password_hash: 'x',
      email_verified_at: null,
      must_change_password: true,
      password_expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      created_at: now.toISOString(),
    },
    profile: {
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: false,
      payment: null,
      basic: { company_name: 'Patil Constructions', with_labour_material: [1, 3] },
      bank_details: null,
      documents: [{ document_type_id: 1, value: 'AAPFU0939F', storage: file(accountId, uploadId) }],
    },
    lists: [
      { name: 'contact_persons', rows: [{ id: 1, name: 'Meera', mobile_no: '9822012345' }] },
      { name: 'quality_certificates', rows: [] },
    ],
    uploadIds: [uploadId],
    payment: null,
    request: { request_id: randomUUID(), body_hash: 'hash-1' },
    now,
    ...overrides,
  };
}

describe('profiles repository (DynamoDB Local)', () => {
  it('writes account, claims, profile, lists, request, upload and payment at once; one Query reads the profile', async () => {
    const payment = await paidOrder();
    const input = await registration();
    input.payment = payment;
    input.profile.payment = payment;
    const user = await writeRegistration(input);

    expect(user).toMatchObject({ id: input.accountId, email: input.user.email.toLowerCase(), role: 'Contractor' });
    expect(await getUser(input.accountId)).toMatchObject({
      must_change_password: true,
      password_expires_at: input.user.password_expires_at,
    });
    expect(await findUserIdByEmail(input.user.email)).toBe(input.accountId);
    const loaded = await getAccountProfile(input.accountId);
    expect(loaded?.profile).toEqual({
      ...input.profile,
      account_id: input.accountId,
      created_at: input.now.toISOString(),
      updated_at: input.now.toISOString(),
    });
    // Empty lists are not written; the profile reads them as absent.
    expect(loaded?.lists).toEqual({ contact_persons: [{ id: 1, name: 'Meera', mobile_no: '9822012345' }] });
    expect(await getRegistrationRequest(input.request!.request_id)).toMatchObject({
      account_id: input.accountId,
      body_hash: 'hash-1',
      kind: 'contractor',
    });
    expect((await getUploads(input.uploadIds)).get(input.uploadIds[0]!)).toMatchObject({
      status: 'used',
      used_by: input.accountId,
    });
    expect(await getOrder(payment.order_id)).toMatchObject({ status: 'used', used_by: input.accountId });
  });

  it('has no profile for an account that never registered', async () => {
    expect(await getAccountProfile(await drawUserId())).toBeUndefined();
  });

  it.each([
    ['email', (first: NewRegistration, next: NewRegistration) => ({ ...next.user, email: first.user.email })],
    ['mobile', (first: NewRegistration, next: NewRegistration) => ({ ...next.user, mobile: first.user.mobile })],
  ] as const)('says a taken %s cancelled it, and writes nothing', async (reason, user) => {
    const first = await registration();
    await writeRegistration(first);
    const next = await registration();
    await expect(writeRegistration({ ...next, user: user(first, next) })).rejects.toMatchObject({
      statusCode: 409,
      reason,
    });
    expect(await getAccountProfile(next.accountId)).toBeUndefined();
    expect(await getRegistrationRequest(next.request!.request_id)).toBeUndefined();
    expect((await getUploads(next.uploadIds)).get(next.uploadIds[0]!)?.status).toBe('issued');
  });

  it('says which upload was used meanwhile, and that a request_id or a payment was', async () => {
    const first = await registration();
    await writeRegistration(first);

    const reusedUpload = await registration();
    await expect(writeRegistration({ ...reusedUpload, uploadIds: first.uploadIds })).rejects.toMatchObject({
      reason: 'upload',
      uploadId: first.uploadIds[0],
    });
    const reusedRequest = await registration();
    await expect(writeRegistration({ ...reusedRequest, request: first.request })).rejects.toMatchObject({
      reason: 'request',
    });
    const unpaid = await registration();
    const order = await putOrder(newOrder(590000));
    await expect(
      writeRegistration({ ...unpaid, payment: { order_id: order.order_id, payment_id: razorpayId('pay') } }),
    ).rejects.toMatchObject({ reason: 'payment' });
    for (const refused of [reusedUpload, reusedRequest, unpaid]) {
      expect(await getUser(refused.accountId)).toBeUndefined();
    }
    expect((await getOrder(order.order_id))?.status).toBe('created');
  });
});
