import type { PublicTenderRecord } from '../../data/tenders-repository';

// What one tender's release is made of: the stored tender and what happened to it since its
// publication. Everything here is read by get-tender-release.ts; the mapping itself is pure.

/** A corrigendum as the release needs it (the shape of shared/schemas/corrigenda.ts' Corrigendum). */
export type ReleaseCorrigendum = {
  number: number;
  reason: string;
  published_at: string;
  changes: readonly { field: string; label: string; before: unknown; after: unknown }[];
};

export type ReleaseSource = {
  tender: PublicTenderRecord;
  corrigenda: readonly ReleaseCorrigendum[];
  /** Live submitted bids not awaiting re-confirmation; read only once bids were received. */
  validBids: number | null;
  /** The site's address: documents, the publication policy and package URIs are absolute. */
  siteUrl: string;
  /** The server's clock: an active tender past its bid end is closed from that moment. */
  now: Date;
};
