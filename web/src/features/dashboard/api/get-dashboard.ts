import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const DASHBOARD_KEY = '/dashboard';

export function fetchDashboard(key: string): Promise<DashboardAnswer> {
  return apiFetch<DashboardAnswer>(key);
}

/** GET /dashboard: the caller's counters, tender lists, grade and projects; `enabled` false asks nothing. */
export function useDashboard(enabled = true) {
  return useSWR<DashboardAnswer, ApiError>(enabled ? DASHBOARD_KEY : null, fetchDashboard);
}
