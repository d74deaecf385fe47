import { randomUUID } from 'node:crypto';
import type { SealedCover, SealedObject } from '../../data/bids-repository';
import { newDataKey, type SealingKeyRef } from '../../platform/kms-client';
import { destroyCopy, storeCopy } from '../../platform/storage';
import type { RatedItem } from './bid-rates';
import type { ReadDocument } from './bid-documents';
import {
  coverEncryptionContext,
  coverIdentity,
  documentPart,
  MANIFEST_PART,
  RATES_PART,
  sealPart,
  sealedObjectKey,
  type CoverIdentity,
  type FinancialRates,
  type SealedSubmission,
  type TechnicalManifest,
} from '../market/sealed-cover';

// Seals one submission: each cover gets a fresh data key from the key service under
// the tender's sealing key; the manifest, every document and the rates are sealed with AES-256-GCM
// (sealed-cover.ts), each padded to a size bucket, into the bid's own place in the bucket. The
// table then keeps only the object keys and the data keys as the key service wrapped them, which
// only the key service can unwrap, and it refuses to before the opening.

const SEALED_TYPE = 'application/octet-stream';

/** The technical cover's manifest (its schema: market/sealed-cover.ts). */
export type TechnicalContent = TechnicalManifest;

export type SubmissionSeal = {
  submissionUid: string;
  sealingKey: SealingKeyRef;
  technical: SealedCover;
  financial: SealedCover;
};

export async function sealSubmission(input: {
  tenderId: number;
  contractorId: number;
  bidReference: string;
  sealingKey: SealingKeyRef;
  technical: TechnicalContent;
  documents: readonly ReadDocument[];
  financial: { salt: string; rates: readonly RatedItem[]; totalPaise: bigint };
}): Promise<SubmissionSeal> {
  const submission: SealedSubmission = {
    tenderId: input.tenderId,
    contractorId: input.contractorId,
    bidReference: input.bidReference,
    submissionUid: randomUUID(),
  };
  const written: SealedObject[] = [];
  const sealCover = async (cover: CoverIdentity['cover'], parts: { part: string; bytes: Uint8Array }[]) => {
    const dataKey = await newDataKey(input.sealingKey, coverEncryptionContext(submission, cover));
    const objects: SealedObject[] = [];
    try {
      for (const { part, bytes } of parts) {
        const sealed = sealPart(dataKey.plaintext, coverIdentity(submission, cover, part), bytes);
        const stored = await storeCopy(sealedObjectKey(submission, cover, part), sealed, SEALED_TYPE);
        objects.push(stored);
        written.push(stored);
      }
    } finally {
      dataKey.plaintext.fill(0);
    }
    return { wrapped_key: Buffer.from(dataKey.wrapped).toString('base64'), objects };
  };
  const rates: FinancialRates = {
    salt: input.financial.salt,
    total_paise: input.financial.totalPaise.toString(),
    rates: input.financial.rates.map((item) => ({ work_item_id: item.workItemId, rate_paise: item.ratePaise })),
  };
  try {
    const technical = await sealCover('technical', [
      { part: MANIFEST_PART, bytes: Buffer.from(JSON.stringify(input.technical)) },
      ...input.documents.map((document, index) => ({ part: documentPart(index), bytes: document.bytes })),
    ]);
    const financial = await sealCover('financial', [{ part: RATES_PART, bytes: Buffer.from(JSON.stringify(rates)) }]);
    return { submissionUid: submission.submissionUid, sealingKey: input.sealingKey, technical, financial };
  } catch (error) {
    await discardSealedObjects(written);
    throw error;
  }
}

/** Deletes sealed objects for good (a superseded or withdrawn submission, or one whose write failed). */
export async function discardSealedObjects(objects: readonly SealedObject[]): Promise<void> {
  await Promise.allSettled(objects.map(destroyCopy));
}

export const sealedObjectsOf = (seal: { technical: SealedCover; financial: SealedCover } | null) =>
  seal ? [...seal.technical.objects, ...seal.financial.objects] : [];
