import { sha256Hex } from './sealed-cover';

// The digest a receipt carries: SHA-256 over a canonical text of the whole bid as the bidder sent
// it (every rate and every document's own SHA-256), so the bidder can recompute it from what it
// kept, and the opening can recompute it from what it decrypted and compare the two.

export type BidContent = {
  tenderId: number;
  /**
   * 32 random bytes (hex) per submission, given to the bidder with its receipt: the register
   * publishes digests before the opening, and without a salt a bid of a few work items could be
   * found by hashing likely rates until one matched.
   */
  salt: string;
  /** Rates in paise by work item id. */
  rates: readonly { workItemId: number; ratePaise: number }[];
  /** Each document's SHA-256 (hex) by the name of the slot it fills. */
  documents: readonly { slot: string; sha256: string }[];
  /** Profile rows the technical cover relies on, by list and row id. */
  profileRows: readonly { list: string; id: number }[];
};

const byNumber =
  <T>(key: (item: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);
const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** The canonical text: one line per fact, sorted, so the order a client sent them in never matters. */
export function canonicalBid(content: BidContent): string {
  const rates = [...content.rates].sort(byNumber((rate) => rate.workItemId));
  const documents = [...content.documents].sort(byText((document) => document.slot));
  const rows = [...content.profileRows].sort(byText((row) => `${row.list}#${String(row.id).padStart(12, '0')}`));
  return [
    'tender-bid/v1',
    `tender ${content.tenderId}`,
    `salt ${content.salt}`,
    ...rates.map((rate) => `rate ${rate.workItemId} ${rate.ratePaise}`),
    ...documents.map((document) => `document ${document.slot} ${document.sha256}`),
    ...rows.map((row) => `profile ${row.list} ${row.id}`),
  ].join('\n');
}

export const bidDigest = (content: BidContent) => sha256Hex(canonicalBid(content));

/** The register's root: a hash chain over the receipts' digests in the order they were received. */
export function registerRoot(digests: readonly string[]): string {
  return digests.reduce((chain, digest) => sha256Hex(`${chain}${digest}`), sha256Hex('tender-register/v1'));
}
