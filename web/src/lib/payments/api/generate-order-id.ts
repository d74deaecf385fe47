import type { GenerateOrderAnswer } from '@tender/shared/schemas/payments';
import { apiFetch } from '../../api/client';

export const GENERATE_ORDER_PATH = '/payments/generate_order_id';

/**
 * POST /payments/generate_order_id with the total the page shows (rupees): 201 with the order to open
 * checkout with (amount in paise), or an ApiError (400 when the amount is not the server's total).
 */
export function generateOrderId(amount: number | undefined): Promise<GenerateOrderAnswer> {
  return apiFetch<GenerateOrderAnswer>(GENERATE_ORDER_PATH, {
    method: 'POST',
    body: amount === undefined ? {} : { amount },
  });
}
