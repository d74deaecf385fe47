import type { VerifyPaymentAnswer, VerifyPaymentBody } from '@tender/shared/schemas/payments';
import { apiFetch } from '../../api/client';

export const VERIFY_PAYMENT_PATH = '/payments/verify_payment';

/** POST /payments/verify_payment with what checkout handed over: 200 { data: { data: { payment_id, order_id } } }. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentAnswer> {
  return apiFetch<VerifyPaymentAnswer>(VERIFY_PAYMENT_PATH, { method: 'POST', body });
}
