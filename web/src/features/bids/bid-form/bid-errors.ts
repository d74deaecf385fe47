// A refused submission's `errors` (dotted body paths, or rates[3].rate as some clients write them)
// placed where the bidder can act on them: a rate's row, a document's row, the EMD section, the
// technical cover, or the page's alert.
import type { SubmitBidBody } from '@tender/shared/schemas/bid-submission';

export type BidErrors = {
  /** By work item id. */
  rates: Record<string, string>;
  /** By index of the sent documents. */
  documents: Record<number, string>;
  profileRows?: string;
  payment?: string;
  /** Messages no part of the page shows by itself. */
  general: string[];
};

export const NO_ERRORS: BidErrors = { rates: {}, documents: {}, general: [] };

const normalise = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

export function placeBidErrors(messages: Readonly<Record<string, string>>, body: SubmitBidBody): BidErrors {
  const placed: BidErrors = { rates: {}, documents: {}, general: [] };
  for (const [rawPath, message] of Object.entries(messages)) {
    const parts = normalise(rawPath).split('.');
    const [head, second, third] = parts;
    const index = Number(head === 'rates' ? second : third);
    if (head === 'rates' && Number.isInteger(index) && body.rates[index]) {
      placed.rates[String(body.rates[index].work_item_id)] ??= message;
    } else if (head === 'technical' && second === 'documents' && Number.isInteger(index)) {
      placed.documents[index] ??= message;
    } else if (head === 'technical' && second === 'profile_rows') {
      placed.profileRows ??= message;
    } else if (head === 'payment') {
      placed.payment ??= message;
    } else {
      placed.general.push(message);
    }
  }
  return placed;
}
