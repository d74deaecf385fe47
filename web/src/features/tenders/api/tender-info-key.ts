import { POSITIVE_ID_PATTERN } from '@tender/shared/id-pattern';

// Apart from get-tender-info.ts (which brings SWR), so the entry can start the details page's
// request early (app/start/early-data.ts) without loading SWR.

export function getTenderInfoKey(id: number): string {
  return `/tenders/get_tender_info/${id}`;
}

/** Route parameter -> positive whole number, or null (the rule of the API's IdParam, without zod in the bundle). */
export function parseTenderId(raw: string | undefined): number | null {
  if (!raw || !POSITIVE_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
