import { describe, expect, it } from 'vitest';
import { registrationMessages } from '@tender/shared/registration-fields';
import { getOrder } from '../../functions/data/payments-repository';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { call } from '../support/api-call';
import { latestMail, storedUser } from '../support/accounts';
import { paidOrder } from '../support/payments';
import { uniqueContact, vendorStepOne } from '../support/registration-samples';
import { STEP_ONE_FILE_FIELDS, uploadRegistrationFiles } from '../support/uploads';

// Quick vendor registration (/quick-register/vendor): one form (step 1 of the wizard), the fee paid
// in the sandbox's checkout first, then the registration.

type Registered = { error: false; message: string; data: { id: number; email: string } };

describe('POST /contractors/register with is_quick_register', () => {
  it('registers the quick form with its payment; no step 2 lists are needed', async () => {
    const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS);
    const payment = await paidOrder();
    const contact = uniqueContact('quick');
    const body = {
      ...vendorStepOne(files, contact),
      is_quick_register: true,
      payment_id: payment.payment_id,
      order_id: payment.order_id,
    };

    const registered = await call<Registered>('POST', '/contractors/register', { body });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ message: registrationMessages.registered, data: { email: contact.email } });
    const id = registered.body.data.id;
    expect(await storedUser(id)).toMatchObject({ role: 'Contractor', must_change_password: true });

    const loaded = await getAccountProfile(id);
    expect(loaded?.profile).toMatchObject({
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: true,
      payment: { order_id: payment.order_id, payment_id: payment.payment_id },
    });
    expect(loaded?.profile.documents.filter((document) => document.storage !== null)).toHaveLength(3);
    expect(loaded?.lists).toEqual({});
    expect(await getOrder(payment.order_id)).toMatchObject({ status: 'used', used_by: id });

    const mail = await latestMail(contact.email, 'Your registration: password and verification');
    const password = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1];
    const login = await call<{ user: Record<string, unknown> }>('POST', '/login', {
      body: { email: contact.email, password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id, must_change_password: true });
  });
});
