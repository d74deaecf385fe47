import type { ReceiptKeyAnswer } from '@tender/shared/schemas/bids';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/api/client';

export const RECEIPT_KEY_PATH = '/receipt_key';

export const getReceiptKey = () => apiFetch<ReceiptKeyAnswer>(RECEIPT_KEY_PATH);

/** GET /receipt_key: the public half of the receipt key, for people who check receipts offline. */
export function useReceiptKey() {
  return useSWR(RECEIPT_KEY_PATH, getReceiptKey);
}
