// POST /admin/erasure_requests/{id}/carry_out: erases the account's personal data and files.
import type { ErasureCarriedOutAnswer } from '@tender/shared/schemas/erasure';
import { apiFetch } from '../../../../lib/api/client';
import { ERASURE_REQUESTS_PATH } from './get-erasure-requests';

export const carryOutErasure = (accountId: number) =>
  apiFetch<ErasureCarriedOutAnswer>(`${ERASURE_REQUESTS_PATH}/${accountId}/carry_out`, { method: 'POST' });
