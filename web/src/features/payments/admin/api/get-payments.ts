// GET /admin/payments (functions/contracts/payments-admin.ts): registration fee orders since a day,
// newest first.
import type { AdminPaymentsAnswer } from '@tender/shared/schemas/payments-admin';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import { ADMIN_PAYMENTS_PATH } from '../../../../config/paths';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const ADMIN_PAYMENTS_MAX = 100;

export const paymentsKey = (since?: string) => withQuery(ADMIN_PAYMENTS_PATH, { since, limit: ADMIN_PAYMENTS_MAX });

export const fetchPayments = (key: string) => apiFetch<AdminPaymentsAnswer>(key);

export function usePayments(since?: string) {
  return useSWR<AdminPaymentsAnswer, ApiError>(paymentsKey(since), fetchPayments, { keepPreviousData: true });
}
