import { randomUUID } from 'node:crypto';
import type { SealedCover, SealedObject } from '../../data/bids-repository';
import { newDataKey } from '../../platform/kms-client';
import { deleteObjectVersion, putObjectVersion } from '../../platform/storage';
import type { RatedItem } from './bid-rates';
import type { ReadDocument } from './bid-documents';
import { packSealed, sealBytes, type CoverIdentity } from '../market/sealed-cover';

// Seals one submission (issue 23 §4): each cover gets a fresh data key from the key service under
// the tender's sealing key; the manifest, every document and the rates are sealed with AES-256-GCM
// (sealed-cover.ts) into the bid's own place in the bucket. The table then keeps only the object
// keys and the data keys as the key service wrapped them, which only the key service can unwrap,
// and it refuses to before the opening.

const SEALED_TYPE = 'application/octet-stream';

export type TechnicalContent = {
  profile_rows: { list: string; id: number }[];
  emd_exempt: boolean;
  /** The documents in the order sealed: document-<index> in the bucket. */
  documents: { name: string; sha256: string; size: number; content_type: string }[];
  /**
   * The financial part of the receipt's digest (bid-digest.ts financialDigest; salted, so it tells
   * nothing of the rates): the technical opening recomputes the whole digest from this cover alone.
   */
  financial_digest: string;
};

export type SubmissionSeal = {
  submissionUid: string;
  keyArn: string;
  technical: SealedCover;
  financial: SealedCover;
};

/** bids/<tender>/<contractor>/<submission uid>/<part>: opaque names; nothing in a key tells content. */
const objectKey = (identity: CoverIdentity, contractorId: number, submissionUid: string) =>
  `bids/${identity.tenderId}/${contractorId}/${submissionUid}/${identity.cover}-${identity.part}`;

export async function sealSubmission(input: {
  tenderId: number;
  contractorId: number;
  bidReference: string;
  keyArn: string;
  technical: TechnicalContent;
  documents: readonly ReadDocument[];
  financial: { salt: string; rates: readonly RatedItem[]; totalPaise: bigint };
}): Promise<SubmissionSeal> {
  const submissionUid = randomUUID();
  const bidId = `${input.bidReference}/${submissionUid}`;
  const written: SealedObject[] = [];
  const sealCover = async (cover: CoverIdentity['cover'], parts: { part: string; bytes: Uint8Array }[]) => {
    const context = { tender_id: String(input.tenderId), bid_reference: input.bidReference, cover };
    const dataKey = await newDataKey(input.keyArn, context);
    const objects: SealedObject[] = [];
    try {
      for (const { part, bytes } of parts) {
        const identity: CoverIdentity = { tenderId: input.tenderId, bidId, cover, part };
        const key = objectKey(identity, input.contractorId, submissionUid);
        const versionId = await putObjectVersion(
          key,
          packSealed(sealBytes(dataKey.plaintext, identity, bytes)),
          SEALED_TYPE,
        );
        objects.push({ key, version_id: versionId });
        written.push({ key, version_id: versionId });
      }
    } finally {
      dataKey.plaintext.fill(0);
    }
    return { wrapped_key: Buffer.from(dataKey.wrapped).toString('base64'), objects };
  };
  try {
    const technical = await sealCover('technical', [
      { part: 'manifest', bytes: Buffer.from(JSON.stringify(input.technical)) },
      ...input.documents.map((document, index) => ({ part: `document-${index}`, bytes: document.bytes })),
    ]);
    const financial = await sealCover('financial', [
      {
        part: 'rates',
        bytes: Buffer.from(
          JSON.stringify({
            salt: input.financial.salt,
            total_paise: input.financial.totalPaise.toString(),
            rates: input.financial.rates.map((item) => ({ work_item_id: item.workItemId, rate_paise: item.ratePaise })),
          }),
        ),
      },
    ]);
    return { submissionUid, keyArn: input.keyArn, technical, financial };
  } catch (error) {
    await discardSealedObjects(written);
    throw error;
  }
}

/** Deletes sealed objects for good (a superseded or withdrawn submission, or one whose write failed). */
export async function discardSealedObjects(objects: readonly SealedObject[]): Promise<void> {
  await Promise.allSettled(objects.map((object) => deleteObjectVersion(object.key, object.version_id)));
}

export const sealedObjectsOf = (seal: { technical: SealedCover; financial: SealedCover } | null) =>
  seal ? [...seal.technical.objects, ...seal.financial.objects] : [];
