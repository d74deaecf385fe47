import * as z from './mini';

// What a bid's two covers hold once opened: the technical cover's
// manifest and the financial cover's rates, as sealing writes them. Declared once: sealing types
// its content from these, the opening parses the decrypted JSON with them, and the bid record
// keeps the opened manifest and rates in these shapes. Here rather than in the domain because
// the data layer's bid record carries them too.

export const TechnicalManifest = z.object({
  profile_rows: z.array(z.object({ list: z.string(), id: z.number() })),
  emd_exempt: z.boolean(),
  /** The documents in the order sealed: document-<index> in the bucket. */
  documents: z.array(z.object({ name: z.string(), sha256: z.string(), size: z.number(), content_type: z.string() })),
  /**
   * The financial part of the receipt's digest (bid-digest.ts financialDigest; salted, so it tells
   * nothing of the rates): the technical opening recomputes the whole digest from this cover alone.
   */
  financial_digest: z.string(),
});
export type TechnicalManifest = z.infer<typeof TechnicalManifest>;

/** A manifest as it may be found when opened: covers sealed before digest v2 carry no financial_digest. */
export const OpenedTechnicalManifest = z.extend(TechnicalManifest, { financial_digest: z.optional(z.string()) });

export const FinancialRates = z.object({
  salt: z.string(),
  /** The total in whole paise, as a decimal string (a bigint has no JSON form). */
  total_paise: z.string(),
  rates: z.array(z.object({ work_item_id: z.number(), rate_paise: z.number() })),
});
export type FinancialRates = z.infer<typeof FinancialRates>;
