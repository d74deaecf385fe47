import type { CorrigendaAnswer } from '@tender/shared/schemas/corrigenda';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderCorrigendaKey } from './corrigendum-keys';

/** GET /tenders/{id}/corrigenda: every corrigendum with its diff, newest first. */
export function useCorrigenda(tenderId: number) {
  return useSWR<CorrigendaAnswer, ApiError>(tenderCorrigendaKey(tenderId), (key: string) =>
    apiFetch<CorrigendaAnswer>(key),
  );
}
