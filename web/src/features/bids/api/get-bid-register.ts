import type { BidRegisterAnswer } from '@tender/shared/schemas/bid-submission';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const bidRegisterKey = (tenderId: number) => `/tenders/${tenderId}/register`;

/** GET /tenders/{id}/register (public once the tender is closed; 409 before). */
export function useBidRegister(tenderId: number, enabled: boolean) {
  return useSWR<BidRegisterAnswer, ApiError>(enabled ? bidRegisterKey(tenderId) : null, (key: string) =>
    apiFetch<BidRegisterAnswer>(key),
  );
}
