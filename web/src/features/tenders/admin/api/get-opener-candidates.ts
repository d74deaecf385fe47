// GET /admin/opener_candidates?organization_id=N: who may open and evaluate a tender's bids, every
// Admin and the tender's organisation (without an organisation: the Admins only).
import type { OpenerAccount } from '@tender/shared/schemas/opening';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export type OpenerCandidatesAnswer = { data: OpenerAccount[] };

export const openerCandidatesKey = (organizationId: string) =>
  withQuery('/admin/opener_candidates', { organization_id: organizationId.trim() });

export function useOpenerCandidates(organizationId: string) {
  return useSWR<OpenerCandidatesAnswer, ApiError>(
    openerCandidatesKey(organizationId),
    (key: string) => apiFetch<OpenerCandidatesAnswer>(key),
    { revalidateOnFocus: false },
  );
}
