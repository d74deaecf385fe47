// Registration fee orders (functions/contracts/payments-admin.ts): since a day, newest first.
import type { AdminPaymentsAnswer } from '@tender/shared/schemas/payments-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { withQuery } from '../../../components/admin/admin-api';

export const ADMIN_PAYMENTS_PATH = '/admin/payments';
export const ADMIN_PAYMENTS_MAX = 100;

export const paymentsKey = (since?: string) => withQuery(ADMIN_PAYMENTS_PATH, { since, limit: ADMIN_PAYMENTS_MAX });

export function usePayments(since?: string) {
  return useSWR<AdminPaymentsAnswer, ApiError>(
    paymentsKey(since),
    (key: string) => apiFetch<AdminPaymentsAnswer>(key),
    {
      keepPreviousData: true,
    },
  );
}
