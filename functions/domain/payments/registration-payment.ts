import { registrationCharges } from '@tender/shared/format';
import type { PaymentInfoAnswer, PaymentNeededAnswer } from '@tender/shared/schemas/settings';
import { getSettings } from '../settings/get-settings';

/** A registration needs payment when the settings carry a fee; the amount is fee plus GST. */
export async function checkRegistrationPayment(): Promise<PaymentNeededAnswer> {
  const { basic_contractor_registration_fees: fee } = await getSettings();
  const { total } = registrationCharges(fee);
  return { data: { payment_needed: fee > 0, amount: fee > 0 ? total : 0 } };
}

/** Only the key id: the secret never leaves the server. */
export function paymentInfo(keyId: string, accountName: string, checkoutScript: string): PaymentInfoAnswer {
  return { data: { key: keyId, account_name: accountName, checkout_script: checkoutScript } };
}
