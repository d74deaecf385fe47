import type { PaymentNeededAnswer } from '@tender/shared/schemas/settings';
import { apiFetch } from '../../api/client';

export const CHECK_PAYMENT_KEY = '/check_payment_during_contractor_registration';

/** GET /check_payment_during_contractor_registration: whether the fee is due, and the total in rupees. */
export function fetchPaymentNeeded(key: string = CHECK_PAYMENT_KEY): Promise<PaymentNeededAnswer> {
  return apiFetch<PaymentNeededAnswer>(key);
}
