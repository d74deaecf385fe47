import { randomUUID } from 'node:crypto';
import { ContractorRegistration } from '@tender/shared/schemas/registration';
import { markOrderPaid, putOrder } from '../../functions/data/payments-repository';
import { writeRegistration } from '../../functions/data/registration-repository';
import { razorpayId, newOrder } from '../../functions/data/testing/stored-records';
import { drawUserId } from '../../functions/data/users-repository';
import { hashPassword } from '../../functions/platform/passwords';
import { contractorPlan } from '../../functions/domain/registration/registration-plan';
import { loginToken, TEST_PASSWORD } from '../support/accounts';
import { uniqueContact, vendorStepOne } from '../support/registration-samples';

// A paid registration as its own transaction leaves it when the function stops right after it: the
// fee's order spent by the account, the profile carrying the payment, no invoice yet. Written
// through the data layer (as the route fuzzer writes its accounts), with a session of the account.

/** 5,000 rupees and 18 % GST, in paise: the seeded fee's charge. */
const CHARGE_PAISE = 590_000;

export async function paidRegistrationWithoutInvoice(
  gstin: string,
): Promise<{ id: number; order_id: string; token: string }> {
  const order = await putOrder(newOrder(CHARGE_PAISE));
  const paymentId = razorpayId('pay');
  await markOrderPaid(order.order_id, paymentId, 'verify');
  const contact = uniqueContact('invoice-crash');
  const file = (field: string) => ({ key: `tmp/${randomUUID()}`, file_name: `${field}.pdf` });
  const step = vendorStepOne(file, contact);
  const plan = contractorPlan(
    ContractorRegistration.parse({
      ...step,
      document_2: { ...step.document_2, value: gstin },
      is_quick_register: true,
    }),
  );
  const { basic, bank_details, documents, lists } = plan.content({});
  const accountId = await drawUserId();
  const payment = { order_id: order.order_id, payment_id: paymentId };
  const user = await writeRegistration({
    accountId,
    user: {
      name: 'Invoice Person',
      email: contact.email,
      mobile: contact.mobile_no,
      role: 'Contractor',
      password_hash: await hashPassword(TEST_PASSWORD),
      email_verified_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    },
    profile: {
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: true,
      payment,
      basic,
      bank_details,
      documents,
    },
    lists,
    uploadIds: [],
    payment,
    request: null,
    now: new Date(),
  });
  const token = await loginToken({ email: user.email, password: TEST_PASSWORD });
  return { id: user.id, order_id: order.order_id, token };
}
