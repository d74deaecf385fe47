import { bidChargesPaise, type BidChargesPaise } from '@tender/shared/bid-charges';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../api/api-error';
import { apiFetch } from '../../api/client';

/** The tender page's own key (features/tenders/api/tender-info-key.ts), so SWR makes one request for both. */
const tenderInfoKey = (tenderId: number) => `/tenders/get_tender_info/${tenderId}`;

function fetchTenderInfo(key: string): Promise<TenderInfoAnswer> {
  return apiFetch<TenderInfoAnswer>(key);
}

export type BidCharges = { charges: BidChargesPaise | undefined; isLoading: boolean; error: ApiError | undefined };

/** A bid's tender fee and EMD in paise, from the tender's details, as the server computes the order. */
export function useBidCharges(tenderId: number, emdExempt: boolean): BidCharges {
  const { data, isLoading, error } = useSWR<TenderInfoAnswer, ApiError>(tenderInfoKey(tenderId), fetchTenderInfo);
  return { charges: data ? bidChargesPaise(data.data, { emdExempt }) : undefined, isLoading, error };
}
