import type { ReceiptBody, ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { apiFetch } from '../../../lib/api/client';

export const VERIFY_RECEIPT_PATH = '/receipts/verify';

/** POST /receipts/verify: whether the marketplace signed exactly these receipt details. */
export function verifyReceipt(body: ReceiptBody): Promise<ReceiptVerdictAnswer> {
  return apiFetch<ReceiptVerdictAnswer>(VERIFY_RECEIPT_PATH, { method: 'POST', body });
}
