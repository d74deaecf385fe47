import type { PaymentInfoAnswer, PaymentNeededAnswer } from '@tender/shared/schemas/settings';
import { isPaymentRequired } from '../market/payment-switch';
import { getSettings } from '../../data/settings-repository';
import { registrationChargesPaise } from './registration-amount';

/**
 * A registration needs payment when the settings carry a fee; the amount (rupees) is fee plus GST,
 * the same integer-paise total the order is made for, so the page and the order always agree.
 */
export async function checkRegistrationPayment(): Promise<PaymentNeededAnswer> {
  const { basic_contractor_registration_fees: fee } = await getSettings();
  const { total } = registrationChargesPaise(fee);
  return { data: { payment_needed: total > 0 && (await isPaymentRequired()), amount: total / 100 } };
}

/** Only the key id: the secret never leaves the server. */
export function paymentInfo(keyId: string, accountName: string, checkoutScript: string): PaymentInfoAnswer {
  return { data: { key: keyId, account_name: accountName, checkout_script: checkoutScript } };
}
