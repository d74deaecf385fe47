import type { PaymentInfoAnswer } from '@tender/shared/schemas/settings';
import { apiFetch } from '../../api/client';

export const PAYMENT_INFO_KEY = '/get_payment_info';

/** GET /get_payment_info: the Razorpay key id, the account name and the checkout script to load. */
export function fetchPaymentInfo(): Promise<PaymentInfoAnswer> {
  return apiFetch<PaymentInfoAnswer>(PAYMENT_INFO_KEY);
}
