import { sha256Hex } from './sealed-cover';

// The digest a receipt carries (v2): the SHA-256 of two parts, one per cover, so that each opening
// checks its own cover. The technical part covers every document's own SHA-256 and the profile rows;
// the financial part every rate and the salt. The technical manifest sealed at submission carries
// the financial part (salted: it reveals nothing), so the technical opening can recompute the whole
// digest without touching the financial cover, and the financial opening then checks its part.
// The bidder can recompute all three from what it kept (the salt, its rates and documents).

export type TechnicalDigestInput = {
  tenderId: number;
  /** Each document's SHA-256 (hex) by the name of the slot it fills. */
  documents: readonly { slot: string; sha256: string }[];
  /** Profile rows the technical cover relies on, by list and row id. */
  profileRows: readonly { list: string; id: number }[];
};

export type FinancialDigestInput = {
  tenderId: number;
  /**
   * 32 random bytes (hex) per submission, given to the bidder with its receipt: the register
   * publishes digests before the opening, and without a salt a bid of a few work items could be
   * found by hashing likely rates until one matched.
   */
  salt: string;
  /** Rates in paise by work item id. */
  rates: readonly { workItemId: number; ratePaise: number }[];
};

export type BidContent = TechnicalDigestInput & FinancialDigestInput;

const byNumber =
  <T>(key: (item: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);
const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

// The canonical texts: one line per fact, sorted, so the order a client sent them in never matters.

export function canonicalTechnical(content: TechnicalDigestInput): string {
  const documents = [...content.documents].sort(byText((document) => document.slot));
  const rows = [...content.profileRows].sort(byText((row) => `${row.list}#${String(row.id).padStart(12, '0')}`));
  return [
    'tender-bid-technical/v2',
    `tender ${content.tenderId}`,
    ...documents.map((document) => `document ${document.slot} ${document.sha256}`),
    ...rows.map((row) => `profile ${row.list} ${row.id}`),
  ].join('\n');
}

export function canonicalFinancial(content: FinancialDigestInput): string {
  const rates = [...content.rates].sort(byNumber((rate) => rate.workItemId));
  return [
    'tender-bid-financial/v2',
    `tender ${content.tenderId}`,
    `salt ${content.salt}`,
    ...rates.map((rate) => `rate ${rate.workItemId} ${rate.ratePaise}`),
  ].join('\n');
}

export const technicalDigest = (content: TechnicalDigestInput) => sha256Hex(canonicalTechnical(content));
export const financialDigest = (content: FinancialDigestInput) => sha256Hex(canonicalFinancial(content));

/** The receipt's digest from the two parts' digests (hex). */
export const combinedDigest = (technical: string, financial: string) =>
  sha256Hex(`tender-bid/v2\ntechnical ${technical}\nfinancial ${financial}`);

export const bidDigest = (content: BidContent) => combinedDigest(technicalDigest(content), financialDigest(content));

/** The register's root: a hash chain over the receipts' digests in the order they were received. */
export function registerRoot(digests: readonly string[]): string {
  return digests.reduce((chain, digest) => sha256Hex(`${chain}${digest}`), sha256Hex('tender-register/v1'));
}
