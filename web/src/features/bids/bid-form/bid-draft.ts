// What the bidder has typed and attached on the bid page, kept for the tab (sessionStorage) so a
// failed submit or a reload loses nothing. The rates never leave the browser except in the sealed
// submission itself (the bidder keeps its own copy).
import type { BidProfileList } from '@tender/shared/schemas/bid-submission';
import type { UploadRef } from '@tender/shared/schemas/uploads';

export type BidDocumentDraft = {
  /** The row's own id in the page (not sent). */
  rowId: string;
  name: string;
  upload: UploadRef | null;
};

export type ProfileRowChoice = `${BidProfileList}:${number}`;

export type BidDraft = {
  rates: Record<string, string>;
  profileRows: ProfileRowChoice[];
  documents: BidDocumentDraft[];
  emdExempt: boolean;
  exemptionCertificate: UploadRef | null;
  paid: boolean;
};

export const EMPTY_DRAFT: BidDraft = {
  rates: {},
  profileRows: [],
  documents: [],
  emdExempt: false,
  exemptionCertificate: null,
  paid: false,
};

const storageKey = (tenderId: number) => `bid-draft:${tenderId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the page still works, without the copy
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tab's copy of the draft, or an empty one (a copy this page cannot read is ignored). */
export function loadDraft(tenderId: number): BidDraft {
  const text = storage()?.getItem(storageKey(tenderId));
  if (!text) return EMPTY_DRAFT;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed.rates) || !Array.isArray(parsed.documents)) return EMPTY_DRAFT;
    return { ...EMPTY_DRAFT, ...(parsed as Partial<BidDraft>) };
  } catch {
    return EMPTY_DRAFT;
  }
}

const BID_PAGE = /^\/tenders\/([1-9][0-9]{0,9})\/bid$/;

/**
 * Whether this tab keeps a draft for the bid page at `pathname` that is not an empty one. The server
 * draws that page's form empty (it cannot see the tab's draft), so the entry has the app draw such a
 * page afresh rather than hydrate markup that shows another form (app/drawn-afresh.ts).
 */
export function keepsDraftFor(pathname: string): boolean {
  const id = BID_PAGE.exec(pathname)?.[1];
  return id !== undefined && JSON.stringify(loadDraft(Number(id))) !== JSON.stringify(EMPTY_DRAFT);
}

export function saveDraft(tenderId: number, draft: BidDraft): void {
  try {
    storage()?.setItem(storageKey(tenderId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the tab's copy; the page's state is intact.
  }
}

export const newDocumentRow = (): BidDocumentDraft => ({ rowId: crypto.randomUUID(), name: '', upload: null });

/** Merges rates read from the rate sheet into the typed ones (the sheet's win). */
export function withSheetRates(draft: BidDraft, rates: readonly { work_item_id: number; rate: string }[]): BidDraft {
  const next = { ...draft.rates };
  for (const { work_item_id, rate } of rates) next[String(work_item_id)] = rate;
  return { ...draft, rates: next };
}

/**
 * After a submission the server has sealed the uploads and deleted them: a revision attaches the
 * files again (the rows and their names stay).
 */
export function withoutSealedUploads(draft: BidDraft): BidDraft {
  return {
    ...draft,
    documents: draft.documents.map((row) => ({ ...row, upload: null })),
    exemptionCertificate: null,
  };
}
