import { totalPaise } from '@tender/shared/money';
import type { Cover, CoverCheck, OpeningFlag } from '@tender/shared/schemas/opening';
import type { BidRecord, OpenedFinancialRecord, OpenedTechnicalRecord, SealedCover } from '../../data/bids-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { logger } from '../../platform/logger';
import { CiphertextRefusedError, openCoverKey } from '../../platform/opener-kms-client';
import { putObject, readObject } from '../../platform/storage';
import { combinedDigest, financialDigest, technicalDigest } from '../market/bid-digest';
import {
  coverEncryptionContext,
  coverIdentity,
  FinancialRates,
  OpenedTechnicalManifest,
  openPart as openSealedPart,
  openedCoverJson,
  parseSealedObjectKey,
  sha256Hex,
} from '../market/sealed-cover';

// Opening one bid's cover: its data key unwrapped by the key service as the
// opener, its sealed parts read and opened, and every check the record shows: the documents'
// hashes against the manifest, the receipt's digest recomputed, the digest in the published
// register; the financial part and its total recomputed. A bid that fails a check is flagged with
// the check it failed, never dropped. A passing fault of the key service, the bucket or the network
// is no finding about the bid: the step is tried again, and if the fault lasts the bid is left
// unopened (OpeningInterrupted) for the opening's next run, never flagged.

/** Tries of one cover's opening when a service fails under it, and the waits between them. */
const RETRY_WAITS_MS = [250, 1000];

/** A passing fault outlasted the retries: the cover is not opened, and nothing of it is recorded. */
export class OpeningInterrupted extends Error {
  constructor(
    readonly bidReference: string,
    cause: unknown,
  ) {
    super(`The opening of ${bidReference} was interrupted by a passing fault.`, { cause });
    this.name = 'OpeningInterrupted';
  }
}

/** The cover failed one of the opening's checks: its bid is flagged with it. */
class FailedCheck extends Error {
  constructor(readonly check: CoverCheck) {
    super(`The cover failed its ${check} check.`);
    this.name = 'FailedCheck';
  }
}

/** Where an opened document's private copy lives: readable only through a presigned link. */
export const openedDocumentKey = (tenderId: number, bidReference: string, index: number) =>
  `opened/${tenderId}/${bidReference}/document-${index}`;

type SealedBid = BidRecord & { sealed: NonNullable<BidRecord['sealed']>; receipt: NonNullable<BidRecord['receipt']> };

const isSealed = (bid: BidRecord): bid is SealedBid => bid.sealed !== null && bid.receipt !== null;

/** One sealed part opened; FailedCheck when it is gone, misplaced or does not decrypt under its identity. */
async function openPart(bid: SealedBid, cover: Cover, dataKey: Uint8Array, index: number): Promise<Buffer> {
  const object = bid.sealed[cover].objects[index];
  if (!object) throw new FailedCheck('part_missing');
  const stored = await readObject(object.key);
  if (!stored) throw new FailedCheck('part_missing');
  const place = parseSealedObjectKey(object.key);
  if (place?.cover !== cover) throw new FailedCheck('part_place');
  const identity = coverIdentity(
    { tenderId: bid.tender_id, bidReference: bid.bid_reference, submissionUid: bid.sealed.submission_uid },
    cover,
    place.part,
  );
  try {
    return openSealedPart(dataKey, identity, stored.bytes);
  } catch {
    // Authenticated decryption failed: the bytes are not what was sealed for this bid and part.
    throw new FailedCheck('part_decrypt');
  }
}

/** The cover's data key, as the opener; the caller wipes it after use. */
async function coverKey(bid: SealedBid, cover: Cover, sealed: SealedCover): Promise<Uint8Array> {
  try {
    return await openCoverKey(
      bid.sealed.key_arn,
      sealed.wrapped_key,
      coverEncryptionContext({ tenderId: bid.tender_id, bidReference: bid.bid_reference }, cover),
    );
  } catch (error) {
    if (error instanceof CiphertextRefusedError) throw new FailedCheck('data_key');
    throw error;
  }
}

/** The cover's JSON in its schema, else FailedCheck(`check`). */
function coverJson<Schema extends Parameters<typeof openedCoverJson>[1]>(
  bytes: Uint8Array,
  schema: Schema,
  check: CoverCheck,
) {
  const parsed = openedCoverJson(bytes, schema);
  if (!parsed) throw new FailedCheck(check);
  return parsed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one cover's opening, `open`, again after a passing fault (anything but a failed check);
 * a failed check gives `flagged(check)` at once. After the last try the fault is OpeningInterrupted.
 */
async function withRetries<T>(
  bid: BidRecord,
  cover: Cover,
  open: () => Promise<T>,
  flagged: (check: CoverCheck) => T,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await open();
    } catch (error) {
      if (error instanceof FailedCheck) {
        failed(`opening.${cover}_flagged`, bid, error.check);
        return flagged(error.check);
      }
      const wait = RETRY_WAITS_MS[attempt];
      failed(`opening.${cover}_fault`, bid, error);
      if (wait === undefined) throw new OpeningInterrupted(bid.bid_reference, error);
      await pause(wait);
    }
  }
}

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
  const flagged = (check: CoverCheck): OpenedTechnicalRecord => ({
    opened_at: now.toISOString(),
    digest_match: false,
    flag: 'cover_unreadable',
    failed_check: check,
    manifest: null,
    document_keys: [],
  });
  if (!isSealed(bid)) return flagged('part_missing');
  return withRetries(bid, 'technical', () => openTechnical(bid, registerDigests, now), flagged);
}

async function openTechnical(
  bid: SealedBid,
  registerDigests: readonly string[],
  now: Date,
): Promise<OpenedTechnicalRecord> {
  const dataKey = await coverKey(bid, 'technical', bid.sealed.technical);
  try {
    const manifest = coverJson(await openPart(bid, 'technical', dataKey, 0), OpenedTechnicalManifest, 'manifest');
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
    const receiptMatch = combinedDigest(technical, manifest.financial_digest ?? '') === bid.receipt.digest;
    const failedCheck: CoverCheck | null = !documentsMatch
      ? 'document_hash'
      : !receiptMatch
        ? 'receipt_digest'
        : registerDigests.includes(bid.receipt.digest)
          ? null
          : 'register';
    const flag: OpeningFlag | null =
      failedCheck === null ? null : failedCheck === 'register' ? 'not_in_register' : 'digest_mismatch';
    return {
      opened_at: now.toISOString(),
      digest_match: documentsMatch && receiptMatch,
      flag,
      failed_check: failedCheck,
      manifest: {
        profile_rows: manifest.profile_rows,
        emd_exempt: manifest.emd_exempt,
        documents: manifest.documents,
        financial_digest: manifest.financial_digest ?? '',
      },
      document_keys: documentKeys,
    };
  } finally {
    dataKey.fill(0);
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
  const flagged = (check: CoverCheck): OpenedFinancialRecord => ({
    opened_at: now.toISOString(),
    digest_match: false,
    flag: 'cover_unreadable',
    failed_check: check,
    total_paise: null,
    rates: null,
  });
  if (!isSealed(bid)) return flagged('part_missing');
  return withRetries(bid, 'financial', () => openFinancial(bid, tender, now), flagged);
}

async function openFinancial(
  bid: SealedBid,
  tender: Pick<TenderRecord, 'tender_material_works'>,
  now: Date,
): Promise<OpenedFinancialRecord> {
  const dataKey = await coverKey(bid, 'financial', bid.sealed.financial);
  try {
    const sealed = coverJson(await openPart(bid, 'financial', dataKey, 0), FinancialRates, 'rates');
    const digest = financialDigest({
      tenderId: bid.tender_id,
      salt: sealed.salt,
      rates: sealed.rates.map((rate) => ({ workItemId: rate.work_item_id, ratePaise: rate.rate_paise })),
    });
    const quantities = new Map(tender.tender_material_works.map((item) => [item.id, item.quantity]));
    const recomputed = totalPaise(
      sealed.rates.map((rate) => ({ quantity: quantities.get(rate.work_item_id) ?? 0, ratePaise: rate.rate_paise })),
    );
    const failedCheck: CoverCheck | null =
      digest !== bid.opening?.technical?.manifest?.financial_digest
        ? 'financial_digest'
        : recomputed.toString() !== sealed.total_paise
          ? 'total'
          : null;
    return {
      opened_at: now.toISOString(),
      digest_match: failedCheck === null,
      flag: failedCheck ? 'digest_mismatch' : null,
      failed_check: failedCheck,
      total_paise: sealed.total_paise,
      rates: sealed.rates,
    };
  } finally {
    dataKey.fill(0);
  }
}
