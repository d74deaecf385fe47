import { bidMessages as m } from '@tender/shared/bid-messages';
import { BID_DOCUMENT_MAX_BYTES, uploadMessages as um, type UploadContentType } from '@tender/shared/upload-rules';
import { getUploads } from '../../data/uploads-repository';
import { ValidationError } from '../../platform/errors';
import { deleteAllVersions, readObject, type StoredCopy } from '../../platform/storage';
import { checkedFileType, CONTENT_CHECK_BYTES } from '../uploads/file-signature';
import { tmpUploadKey } from '../uploads/upload-keys';
import { sha256Hex } from '../market/sealed-cover';

// The documents of a technical cover, read from the short-lived upload area once each and checked
// as every upload is (ticket of this caller and purpose, 1 byte to 20 MB, starts like a PDF, JPEG
// or PNG), before anything is sealed. The plain bytes live only in this call's memory.

/** A document the bid names: the field its errors go to, its name, its upload. */
export type DocumentClaim = { field: string; name: string; uploadId: string };

export type ReadDocument = DocumentClaim & {
  bytes: Uint8Array;
  sha256: string;
  contentType: UploadContentType;
  /** The plain upload as read, deleted for good (that very copy) once the bid is written. */
  plain: StoredCopy;
};

function ticketProblem(
  ticket: Awaited<ReturnType<typeof getUploads>> extends Map<string, infer R> ? R | undefined : never,
  callerId: number,
  now: Date,
): string | undefined {
  if (!ticket || ticket.status !== 'issued' || ticket.owner_id !== callerId) return um.unavailable;
  if (ticket.expiresAt !== undefined && ticket.expiresAt <= Math.floor(now.getTime() / 1000)) return um.unavailable;
  if (ticket.purpose !== 'bid_document') return um.wrongPurpose;
  return undefined;
}

async function readOne(claim: DocumentClaim): Promise<ReadDocument | string> {
  const key = tmpUploadKey(claim.uploadId);
  const object = await readObject(key);
  if (!object) return um.unavailable;
  if (object.bytes.length === 0) return um.empty;
  if (object.bytes.length > BID_DOCUMENT_MAX_BYTES) return um.bidDocumentTooLarge;
  const contentType = checkedFileType(
    object.bytes.subarray(0, CONTENT_CHECK_BYTES),
    object.bytes.subarray(-CONTENT_CHECK_BYTES),
  );
  if (!contentType) return um.wrongType;
  return {
    ...claim,
    bytes: object.bytes,
    sha256: sha256Hex(object.bytes),
    contentType,
    plain: object.copy,
  };
}

/** Every claimed document read and checked; every failing one named at once (nothing read is kept). */
export async function readBidDocuments(
  claims: readonly DocumentClaim[],
  callerId: number,
  now: Date,
): Promise<ReadDocument[]> {
  const errors: Record<string, string[]> = {};
  const names = new Set<string>();
  const uploads = new Set<string>();
  for (const claim of claims) {
    const name = claim.name.toLowerCase();
    if (names.has(name)) errors[claim.field.replace(/upload_id$/, 'name')] = [m.duplicateDocumentName];
    if (uploads.has(claim.uploadId)) errors[claim.field] = [um.sameFileTwice];
    names.add(name);
    uploads.add(claim.uploadId);
  }
  const tickets = await getUploads(claims.map((claim) => claim.uploadId));
  for (const claim of claims) {
    const problem = ticketProblem(tickets.get(claim.uploadId), callerId, now);
    if (problem) errors[claim.field] ??= [problem];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const read: ReadDocument[] = [];
  // One at a time: a bid's documents together may be 400 MB; memory holds one at once.
  for (const claim of claims) {
    const result = await readOne(claim);
    if (typeof result === 'string') errors[claim.field] = [result];
    else read.push(result);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return read;
}

/**
 * A refused submission's documents deleted from the upload area at once, every version, rather
 * than left in plain until the area's expiry: only tickets of this caller for bid documents that no
 * bid claimed (a claimed one's bytes are sealed and its plain copy gone already), so nobody deletes
 * another's upload by naming it. Best effort: a copy left behind still expires with the area.
 */
export async function discardRefusedUploads(uploadIds: readonly string[], callerId: number): Promise<void> {
  const tickets = await getUploads(uploadIds);
  const doomed = [...tickets.values()].filter(
    (ticket) => ticket.status === 'issued' && ticket.owner_id === callerId && ticket.purpose === 'bid_document',
  );
  await Promise.allSettled(doomed.map((ticket) => deleteAllVersions(tmpUploadKey(ticket.id))));
}
