import type { StoredFile, UploadRef } from '@tender/shared/schemas/uploads';
import {
  uploadMaxBytes,
  uploadMessages as m,
  uploadTooLargeMessage,
  type UploadContentType,
  type UploadPurpose,
} from '@tender/shared/upload-rules';
import { getUploads, type UploadRecord } from '../../data/uploads-repository';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  copyObject,
  destroyCopy,
  headObject,
  readFirstBytes,
  readLastBytes,
  type StoredCopy,
} from '../../platform/storage';
import { checkedFileType, CONTENT_CHECK_BYTES } from './file-signature';
import { parseStoredFileKey, storedFileKey, uploadIdOf } from './upload-keys';

/** One file field of a form: its path in the form (the error names it), its value, what it is for. */
export type UploadClaim = { field: string; ref: UploadRef; purpose: UploadPurpose };

export type UploadOwner = {
  /** The account whose folder (files/<accountId>/) the files go to. */
  accountId: number;
  /** The signed-in caller, or null (registration): a ticket with an owner is only theirs to claim. */
  callerId: number | null;
  /**
   * Where accepted files go instead of files/<accountId>/<uuid>.<ext> (records that belong to no
   * account: tender documents, the site logo). Same uuid, so accepting again lands on the same key.
   */
  destination?: (uploadId: string, type: UploadContentType) => string;
  /**
   * The folder is a new account's that does not exist yet (a registration): when some files are
   * refused at the copy, the ones already copied are taken back before the refusal.
   */
  newAccount?: boolean;
};

/** One copy acceptUploads made, exactly that copy (its key, and what storage needs to delete only it). */
export type CopiedFile = StoredCopy;

/**
 * Takes back copies a write that failed left without a record (a registration's account that never
 * came to be): each copy deleted for good, one after the other (a registration has a few files;
 * the local S3 server fails deletes running at once in one folder). Best effort: a copy left
 * behind is only an orphan, logged.
 */
export async function discardCopies(copies: readonly CopiedFile[]): Promise<void> {
  let failed = 0;
  let error: string | undefined;
  for (const copy of copies) {
    try {
      await destroyCopy(copy);
    } catch (cause) {
      failed += 1;
      error = cause instanceof Error ? cause.name : 'unknown';
    }
  }
  if (failed > 0) logger.warn('copied files not taken back', { failed, of: copies.length, error });
}

/** A checked tmp/ upload, ready to copy. */
type Accepted = { claim: UploadClaim; uploadId: string; type: UploadContentType; size: number; etag?: string };

/** The reason a ticket cannot be claimed here, or undefined when it can. */
function ticketProblem(
  record: UploadRecord | undefined,
  claim: UploadClaim,
  owner: UploadOwner,
  now: Date,
): string | undefined {
  if (!record || record.status !== 'issued') return m.unavailable;
  if (record.expiresAt !== undefined && record.expiresAt <= Math.floor(now.getTime() / 1000)) return m.unavailable;
  if (record.owner_id !== null && record.owner_id !== owner.callerId) return m.unavailable;
  if (record.purpose !== claim.purpose) return m.wrongPurpose;
  return undefined;
}

/**
 * Checks the object itself: it exists, 1 byte to its purpose's limit (5 MB mostly), and is a JPEG,
 * PNG or PDF by its first bytes (a PDF also by its last: checkedFileType).
 */
async function checkObject(
  claim: UploadClaim,
  uploadId: string,
): Promise<{ accepted: Accepted } | { problem: string }> {
  const head = await headObject(claim.ref.key);
  if (!head) return { problem: m.unavailable };
  if (head.size <= 0) return { problem: m.empty };
  if (head.size > uploadMaxBytes(claim.purpose)) return { problem: uploadTooLargeMessage(claim.purpose) };
  const [firstBytes, lastBytes] = await Promise.all([
    readFirstBytes(claim.ref.key, CONTENT_CHECK_BYTES, head.etag),
    readLastBytes(claim.ref.key, CONTENT_CHECK_BYTES, head.size, head.etag),
  ]);
  if (!firstBytes || !lastBytes) return { problem: m.unavailable };
  const type = checkedFileType(firstBytes, lastBytes);
  if (!type) return { problem: m.wrongType };
  return { accepted: { claim, uploadId, type, size: head.size, etag: head.etag } };
}

/** A file the account already has (a profile saved again): kept as it is if it is this account's. */
async function keepStored(claim: UploadClaim, accountId: number): Promise<StoredFile | { problem: string }> {
  const parsed = parseStoredFileKey(claim.ref.key);
  if (!parsed || parsed.accountId !== accountId) return { problem: m.unavailable };
  const head = await headObject(claim.ref.key);
  if (!head) return { problem: m.unavailable };
  return { key: claim.ref.key, file_name: claim.ref.file_name, content_type: parsed.contentType, size: head.size };
}

/**
 * Checks every claimed tmp/ upload (record issued, unused, same purpose, owner null or this user;
 * object exists, size 1..5 MB, first bytes JPEG/PNG/PDF), copies it to files/<accountId>/<uuid>.<ext>
 * with the detected Content-Type, and answers the stored files by field plus the upload ids to mark
 * used (uploadUseItem in the caller's transaction, or markUploadsUsed). Refs already under
 * files/<accountId>/ are kept as they are. Every failing field is reported at once as a
 * ValidationError naming the field; nothing is copied when any check fails. Answers the copies
 * made too, for a caller whose write fails to take back (discardCopies). Copying is idempotent
 * (same tmp uuid, same files/ key), so a caller whose transaction failed may simply call again.
 * The declared type and size are never trusted: the local S3 server enforces no POST policy.
 */
export async function acceptUploads(
  claims: UploadClaim[],
  owner: UploadOwner,
  now: Date = new Date(),
): Promise<{ files: Record<string, StoredFile>; uploadIds: string[]; copies: CopiedFile[] }> {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  const files: Record<string, StoredFile> = {};

  const fresh: { claim: UploadClaim; uploadId: string }[] = [];
  const kept: UploadClaim[] = [];
  const seen = new Set<string>();
  for (const claim of claims) {
    const uploadId = uploadIdOf(claim.ref.key);
    if (!uploadId) kept.push(claim);
    else if (seen.has(uploadId)) fail(claim.field, m.sameFileTwice);
    else {
      seen.add(uploadId);
      fresh.push({ claim, uploadId });
    }
  }

  const records = await getUploads(fresh.map(({ uploadId }) => uploadId));
  const accepted: Accepted[] = [];
  await Promise.all([
    ...fresh.map(async ({ claim, uploadId }) => {
      const problem = ticketProblem(records.get(uploadId), claim, owner, now);
      if (problem) return fail(claim.field, problem);
      const checked = await checkObject(claim, uploadId);
      if ('problem' in checked) fail(claim.field, checked.problem);
      else accepted.push(checked.accepted);
    }),
    ...kept.map(async (claim) => {
      const stored = await keepStored(claim, owner.accountId);
      if ('problem' in stored) fail(claim.field, stored.problem);
      else files[claim.field] = stored;
    }),
  ]);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const copies: CopiedFile[] = [];
  await Promise.all(
    accepted.map(async ({ claim, uploadId, type, size, etag }) => {
      const key = owner.destination
        ? owner.destination(uploadId, type)
        : storedFileKey(owner.accountId, uploadId, type);
      // Replaced since it was checked (S3 honours the version tag): refused, nothing stored for it.
      const copied = await copyObject({ from: claim.ref.key, to: key, contentType: type, etag });
      if (!copied) return fail(claim.field, m.unavailable);
      copies.push(copied);
      files[claim.field] = { key, file_name: claim.ref.file_name, content_type: type, size };
    }),
  );
  if (Object.keys(errors).length > 0) {
    if (owner.newAccount) await discardCopies(copies);
    throw new ValidationError(errors);
  }

  const acceptedIds = new Set(accepted.map(({ uploadId }) => uploadId));
  const uploadIds = fresh.map(({ uploadId }) => uploadId).filter((id) => acceptedIds.has(id));
  return { files, uploadIds, copies };
}
