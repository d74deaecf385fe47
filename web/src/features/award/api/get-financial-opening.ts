import type { OpeningAnswer } from '@tender/shared/schemas/opening';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { openingKey } from './award-keys';

/** Whether the financial covers are opened (GET /tenders/{id}/opening); enabled false makes no call. */
export function useFinancialOpened(tenderId: number, enabled: boolean): boolean {
  const { data } = useSWR<OpeningAnswer, ApiError>(enabled ? openingKey(tenderId) : null, (key: string) =>
    apiFetch<OpeningAnswer>(key),
  );
  return data?.data.financial.state === 'opened';
}
