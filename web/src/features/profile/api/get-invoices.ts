// GET /invoices (functions/contracts/invoices.ts): the signed-in registrant's GST tax invoices.
import type { InvoiceListAnswer } from '@tender/shared/schemas/invoices';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const INVOICES_KEY = '/invoices';

export const fetchInvoices = (key: string) => apiFetch<InvoiceListAnswer>(key);

export function useInvoices() {
  return useSWR<InvoiceListAnswer, ApiError>(INVOICES_KEY, fetchInvoices, { revalidateOnFocus: false });
}
