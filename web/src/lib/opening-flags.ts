// What an opening flag means, in words: the public opening record (features/opening) and the
// evaluators' page (features/evaluation) say the same thing about a flagged bid.
import type { OpeningFlag } from '@tender/shared/schemas/opening';

export const openingFlagLabels: Record<OpeningFlag, string> = {
  cover_unreadable: 'Flagged: the cover could not be opened or read. The bid stays on the record.',
  digest_mismatch: "Flagged: the opened cover does not match the digest on the bidder's receipt.",
  not_in_register: "Flagged: the receipt's digest is not in the published register of sealed bids.",
};

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A bid's flag in words, or that it has none. */
export const flagText = (flag: OpeningFlag | null): string => (flag ? openingFlagLabels[flag] : 'No flag');
