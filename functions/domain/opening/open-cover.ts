import { totalPaise } from '@tender/shared/money';
import type { Cover, OpeningFlag } from '@tender/shared/schemas/opening';
import type { BidRecord, OpenedFinancialRecord, OpenedTechnicalRecord, SealedCover } from '../../data/bids-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { logger } from '../../platform/logger';
import { openCoverKey } from '../../platform/opener-kms-client';
import { putObject, readObject } from '../../platform/storage';
import { combinedDigest, financialDigest, technicalDigest } from '../market/bid-digest';
import {
  coverEncryptionContext,
  coverIdentity,
  FinancialRates,
  OpenedTechnicalManifest,
  openBytes,
  openedCoverJson,
  parseSealedObjectKey,
  sha256Hex,
  unpackSealed,
} from '../market/sealed-cover';

// Opening one bid's cover: its data key unwrapped by the key service as the
// opener, its sealed parts read and opened, and every check the record shows: the documents'
// hashes against the manifest, the receipt's digest recomputed, the digest in the published
// register; the financial part and its total recomputed. A bid that fails a step is flagged,
// never dropped: a failure ends in a result with a flag, never in an exception.

/** Where an opened document's private copy lives: readable only through a presigned link. */
export const openedDocumentKey = (tenderId: number, bidReference: string, index: number) =>
  `opened/${tenderId}/${bidReference}/document-${index}`;

type SealedBid = BidRecord & { sealed: NonNullable<BidRecord['sealed']>; receipt: NonNullable<BidRecord['receipt']> };

const isSealed = (bid: BidRecord): bid is SealedBid => bid.sealed !== null && bid.receipt !== null;

/** Throws when a part is gone or does not open: the caller flags the cover unreadable. */
async function openPart(bid: SealedBid, cover: Cover, dataKey: Uint8Array, index: number): Promise<Buffer> {
  const object = bid.sealed[cover].objects[index];
  if (!object) throw new Error(`The ${cover} cover has no part ${index}.`);
  const stored = await readObject(object.key);
  if (!stored) throw new Error(`A sealed part of the ${cover} cover is gone.`);
  const place = parseSealedObjectKey(object.key);
  if (place?.cover !== cover) throw new Error(`A part of the ${cover} cover is not where that cover is sealed.`);
  const identity = coverIdentity(
    { tenderId: bid.tender_id, bidReference: bid.bid_reference, submissionUid: bid.sealed.submission_uid },
    cover,
    place.part,
  );
  return openBytes(dataKey, identity, unpackSealed(stored.bytes));
}

/** The cover's data key, as the opener; the caller wipes it after use. */
const coverKey = (bid: SealedBid, cover: Cover, sealed: SealedCover) =>
  openCoverKey(
    bid.sealed.key_arn,
    sealed.wrapped_key,
    coverEncryptionContext({ tenderId: bid.tender_id, bidReference: bid.bid_reference }, cover),
  );

const failed = (what: string, bid: BidRecord, error: unknown) =>
  logger.warn(what, {
    bid: bid.bid_reference,
    error: error instanceof Error ? error.name : typeof error === 'string' ? error : 'unknown',
  });

/** The technical cover opened and checked; its documents copied to their private opened place. */
export async function openTechnicalCover(
  bid: BidRecord,
  registerDigests: readonly string[],
  now: Date,
): Promise<OpenedTechnicalRecord> {
  const unreadable: OpenedTechnicalRecord = {
    opened_at: now.toISOString(),
    digest_match: false,
    flag: 'cover_unreadable',
    manifest: null,
    document_keys: [],
  };
  if (!isSealed(bid)) return unreadable;
  let dataKey: Uint8Array | undefined;
  try {
    dataKey = await coverKey(bid, 'technical', bid.sealed.technical);
    const manifest = openedCoverJson(await openPart(bid, 'technical', dataKey, 0), OpenedTechnicalManifest);
    if (!manifest) {
      failed('opening.technical_unreadable', bid, 'not the manifest schema');
      return unreadable;
    }
    let documentsMatch = true;
    const documentKeys: string[] = [];
    // One document in memory at a time: a bid may carry twenty of 20 MB.
    for (const [index, document] of manifest.documents.entries()) {
      const bytes = await openPart(bid, 'technical', dataKey, index + 1);
      if (sha256Hex(bytes) !== document.sha256) documentsMatch = false;
      const key = openedDocumentKey(bid.tender_id, bid.bid_reference, index);
      await putObject(key, bytes, document.content_type);
      documentKeys.push(key);
    }
    const technical = technicalDigest({
      tenderId: bid.tender_id,
      documents: manifest.documents.map((document) => ({ slot: document.name, sha256: document.sha256 })),
      profileRows: manifest.profile_rows,
    });
    const digestMatch =
      documentsMatch && combinedDigest(technical, manifest.financial_digest ?? '') === bid.receipt.digest;
    const flag: OpeningFlag | null = !digestMatch
      ? 'digest_mismatch'
      : registerDigests.includes(bid.receipt.digest)
        ? null
        : 'not_in_register';
    return {
      opened_at: now.toISOString(),
      digest_match: digestMatch,
      flag,
      manifest: {
        profile_rows: manifest.profile_rows,
        emd_exempt: manifest.emd_exempt,
        documents: manifest.documents,
        financial_digest: manifest.financial_digest ?? '',
      },
      document_keys: documentKeys,
    };
  } catch (error) {
    failed('opening.technical_unreadable', bid, error);
    return unreadable;
  } finally {
    dataKey?.fill(0);
  }
}

/**
 * The financial cover opened and checked against the financial part the technical cover sealed,
 * and its total recomputed from the tender's quantities (whole paise, shared/money.ts).
 */
export async function openFinancialCover(
  bid: BidRecord,
  tender: Pick<TenderRecord, 'tender_material_works'>,
  now: Date,
): Promise<OpenedFinancialRecord> {
  const unreadable: OpenedFinancialRecord = {
    opened_at: now.toISOString(),
    digest_match: false,
    flag: 'cover_unreadable',
    total_paise: null,
    rates: null,
  };
  if (!isSealed(bid)) return unreadable;
  let dataKey: Uint8Array | undefined;
  try {
    dataKey = await coverKey(bid, 'financial', bid.sealed.financial);
    const sealed = openedCoverJson(await openPart(bid, 'financial', dataKey, 0), FinancialRates);
    if (!sealed) {
      failed('opening.financial_unreadable', bid, 'not the rates schema');
      return unreadable;
    }
    const digest = financialDigest({
      tenderId: bid.tender_id,
      salt: sealed.salt,
      rates: sealed.rates.map((rate) => ({ workItemId: rate.work_item_id, ratePaise: rate.rate_paise })),
    });
    const quantities = new Map(tender.tender_material_works.map((item) => [item.id, item.quantity]));
    const recomputed = totalPaise(
      sealed.rates.map((rate) => ({ quantity: quantities.get(rate.work_item_id) ?? 0, ratePaise: rate.rate_paise })),
    );
    const digestMatch =
      digest === bid.opening?.technical?.manifest?.financial_digest && recomputed.toString() === sealed.total_paise;
    return {
      opened_at: now.toISOString(),
      digest_match: digestMatch,
      flag: digestMatch ? null : 'digest_mismatch',
      total_paise: sealed.total_paise,
      rates: sealed.rates,
    };
  } catch (error) {
    failed('opening.financial_unreadable', bid, error);
    return unreadable;
  } finally {
    dataKey?.fill(0);
  }
}
