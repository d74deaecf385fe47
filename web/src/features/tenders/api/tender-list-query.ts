import { TENDER_LIST_MAX_LIMIT } from '@tender/shared/constants';
import { buildApiUrl, API_BASE } from '../../../lib/api/client';

/** The list filters as they appear in the page's query string and in the API query (DESIGN.md §4). */
export type TenderFilters = {
  tender_id?: string;
  bid_end_date?: string;
  category?: string;
  work_type?: string;
};

export const TENDER_FILTER_KEYS = ['tender_id', 'bid_end_date', 'category', 'work_type'] as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_ID = /^[1-9]\d{0,15}$/;
const MAX_TENDER_ID_LENGTH = 60;

/** Keeps only values the API accepts, so a hand-edited address never turns into a 400. */
export function readTenderFilters(params: URLSearchParams): TenderFilters {
  const filters: TenderFilters = {};
  const tenderId = params.get('tender_id')?.trim();
  if (tenderId) filters.tender_id = tenderId.slice(0, MAX_TENDER_ID_LENGTH);
  const bidEnd = params.get('bid_end_date');
  if (bidEnd && DATE_ONLY.test(bidEnd)) filters.bid_end_date = bidEnd;
  const category = params.get('category');
  if (category && POSITIVE_ID.test(category)) filters.category = category;
  const workType = params.get('work_type');
  if (workType && POSITIVE_ID.test(workType)) filters.work_type = workType;
  return filters;
}

/** One batch of a list: its filters, the API cursor that starts it (none: the first) and its size. */
export type TenderListRequest = { filters: TenderFilters; cursor?: string; limit?: number };

/** The SWR key: the API path (without /api/v1) with the batch size (500 unless told), every filter and the cursor. */
export function tenderListKey(endpoint: string, { filters, cursor, limit }: TenderListRequest): string {
  const url = buildApiUrl(endpoint, { limit: limit ?? TENDER_LIST_MAX_LIMIT, ...filters, cursor });
  return url.slice(API_BASE.length);
}
