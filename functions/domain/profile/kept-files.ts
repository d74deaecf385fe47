import type { StoredFile } from '@tender/shared/schemas/uploads';
import type { LoadedProfile } from '../../data/profiles-repository';
import { acceptUploads, type UploadClaim } from '../uploads/accept-uploads';
import type { FileOf } from './profile-content';

// A tab's files: one the profile holds already comes back as its stored key and is kept as it is
// (under the name sent), without asking the bucket; new uploads are accepted into the account's folder.

/** Every file the profile holds now, by key. */
function knownFiles(loaded: LoadedProfile): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const file = value as StoredFile;
    if (typeof file.key === 'string' && typeof file.content_type === 'string') files.set(file.key, file);
  };
  Object.values(loaded.profile.basic ?? {}).forEach(visit);
  (loaded.profile.documents ?? []).forEach((document) => visit(document.storage));
  Object.values(loaded.lists).forEach((rows) => rows.forEach((row) => Object.values(row).forEach(visit)));
  return files;
}

/**
 * Accepts the claims' new uploads (checked and copied to the account's folder) and answers each
 * claimed field's stored file, and the upload tickets the save marks used.
 */
export async function claimedFiles(
  claims: readonly UploadClaim[],
  loaded: LoadedProfile,
  owner: { accountId: number; callerId: number },
  now: Date,
): Promise<{ fileOf: FileOf; uploadIds: string[] }> {
  const known = knownFiles(loaded);
  const { files, uploadIds } = await acceptUploads(
    claims.filter((claim) => !known.has(claim.ref.key)),
    owner,
    now,
  );
  const claimed = new Map(claims.map((claim) => [claim.field, claim]));
  const fileOf: FileOf = (path) => {
    const claim = claimed.get(path);
    if (!claim) return null;
    const kept = known.get(claim.ref.key);
    return kept ? { ...kept, file_name: claim.ref.file_name } : (files[path] ?? null);
  };
  return { fileOf, uploadIds };
}
