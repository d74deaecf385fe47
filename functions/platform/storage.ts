import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config';
import { s3, uploadsBucket } from './s3-client';

// The uploads bucket, the only S3 the functions use. Keys are made by the callers (domain); this
// module only talks to S3.

/** How a presigned GET shows its file: saved under its name, or shown in the browser. */
export type Disposition = 'attachment' | 'inline';

/**
 * A Content-Disposition any HTTP server can send (header values are ASCII): the name itself, or
 * for a name with other characters an ASCII stand-in plus the real name (RFC 6266 filename*).
 */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  if (ascii === fileName.replace(/"/g, '')) return `${disposition}; filename="${ascii}"`;
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A short-lived GET URL (config DOWNLOAD_URL_SECONDS) for one object, and when it stops working. */
export async function presignGet(
  key: string,
  options: { fileName: string; disposition: Disposition; now?: Date },
): Promise<{ url: string; expiresAt: Date }> {
  const command = new GetObjectCommand({
    Bucket: uploadsBucket,
    Key: key,
    ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
  });
  const now = options.now ?? new Date();
  const expiresIn = config.DOWNLOAD_URL_SECONDS;
  const url = await getSignedUrl(s3, command, { expiresIn, signingDate: now });
  return { url, expiresAt: new Date(now.getTime() + expiresIn * 1000) };
}

/** A short-lived GET URL that makes the browser save the file under `fileName`. */
export async function presignDownload(key: string, fileName: string): Promise<string> {
  return (await presignGet(key, { fileName, disposition: 'attachment' })).url;
}

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: uploadsBucket, Key: key, Body: body, ContentType: contentType }));
}

export type PresignedPost = { url: string; fields: Record<string, string>; expiresAt: Date };

/**
 * A browser upload straight to the bucket (HTML form POST): exactly `key`, exactly `contentType`,
 * 1..maxBytes bytes, within `expiresSeconds`. S3 enforces these; the local S3 server does not
 * (DESIGN §9), so whoever accepts the object checks it again (size and first bytes).
 */
export async function presignUpload(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: uploadsBucket,
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
  // The policy's own expiration (the SDK's clock may be corrected for the service's).
  const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as { expiration?: string };
  const expiresAt = new Date(policy.expiration ?? Date.now() + input.expiresSeconds * 1000);
  return { url, fields, expiresAt };
}

export type StoredObjectHead = { size: number; contentType: string | undefined; etag: string | undefined };

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

const isChanged = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'PreconditionFailed' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412);

/** The object's real size, type and version tag, or undefined when there is no such object. */
export async function headObject(key: string): Promise<StoredObjectHead | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: uploadsBucket, Key: key }));
    return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType, etag: head.ETag };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The object's first `count` bytes (fewer when it is shorter), read only if it is still the
 * version `etag` names; undefined when it is gone or was replaced since.
 */
export async function readFirstBytes(key: string, count: number, etag?: string): Promise<Uint8Array | undefined> {
  try {
    const { Body } = await s3.send(
      new GetObjectCommand({ Bucket: uploadsBucket, Key: key, Range: `bytes=0-${count - 1}`, IfMatch: etag }),
    );
    if (!Body) return new Uint8Array();
    const bytes = await Body.transformToByteArray();
    return bytes.subarray(0, count);
  } catch (error) {
    if (isMissing(error) || isChanged(error)) return undefined;
    throw error;
  }
}

/** The last `count` bytes of an object of `size` bytes (all of it when smaller), of the version `etag` names. */
export async function readLastBytes(
  key: string,
  count: number,
  size: number,
  etag?: string,
): Promise<Uint8Array | undefined> {
  const start = Math.max(0, size - count);
  try {
    const { Body } = await s3.send(
      new GetObjectCommand({ Bucket: uploadsBucket, Key: key, Range: `bytes=${start}-${size - 1}`, IfMatch: etag }),
    );
    return Body ? (await Body.transformToByteArray()).subarray(-count) : new Uint8Array();
  } catch (error) {
    if (isMissing(error) || isChanged(error)) return undefined;
    throw error;
  }
}

/**
 * Copies an object to `to` with its own Content-Type, only if the source is still the version
 * `etag` names. Answers the copy written (so a caller can take back exactly it: destroyCopy), or
 * false when the source is gone or was replaced since; copying again is harmless.
 */
export async function copyObject(input: {
  from: string;
  to: string;
  contentType: string;
  etag?: string;
}): Promise<StoredCopy | false> {
  try {
    const answer = await s3.send(
      new CopyObjectCommand({
        Bucket: uploadsBucket,
        Key: input.to,
        CopySource: `${uploadsBucket}/${input.from}`,
        CopySourceIfMatch: input.etag,
        MetadataDirective: 'REPLACE',
        ContentType: input.contentType,
      }),
    );
    return { key: input.to, version_id: answer.VersionId ?? null };
  } catch (error) {
    if (isMissing(error) || isChanged(error)) return false;
    throw error;
  }
}

/**
 * Exactly one stored copy of an object: what a caller keeps to delete that very copy later (a
 * versioned bucket would otherwise keep its bytes behind a delete marker). Callers hold it whole
 * and never look inside; records store it in this shape.
 */
export type StoredCopy = { key: string; version_id: string | null };

/** An object whole, with the copy read as a StoredCopy; undefined when it is gone. */
export async function readObject(
  key: string,
): Promise<{ bytes: Uint8Array; copy: StoredCopy; contentType: string | undefined } | undefined> {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
    const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    return { bytes, copy: { key, version_id: answer.VersionId ?? null }, contentType: answer.ContentType };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Writes an object and answers the version written (null in an unversioned bucket). */
async function putObjectVersion(key: string, body: Uint8Array, contentType: string): Promise<string | null> {
  const answer = await s3.send(
    new PutObjectCommand({ Bucket: uploadsBucket, Key: key, Body: body, ContentType: contentType }),
  );
  return answer.VersionId ?? null;
}

/**
 * Deletes one version of an object for good (in a versioned bucket a plain delete would only hide
 * it behind a delete marker and keep the bytes). Deleting what is gone is no error.
 */
async function deleteObjectVersion(key: string, versionId: string | null): Promise<void> {
  await s3.send(
    new DeleteObjectCommand({ Bucket: uploadsBucket, Key: key, ...(versionId ? { VersionId: versionId } : {}) }),
  );
}

/** Stores an object and answers the copy written, for deleting exactly it later. */
export async function storeCopy(key: string, body: Uint8Array, contentType: string): Promise<StoredCopy> {
  return { key, version_id: await putObjectVersion(key, body, contentType) };
}

/** Deletes one stored copy for good; one already gone is no error. */
export async function destroyCopy(copy: StoredCopy): Promise<void> {
  await deleteObjectVersion(copy.key, copy.version_id);
}

/** One stored version of an object (or a delete marker); versionId null in an unversioned bucket. */
export type StoredVersion = { key: string; versionId: string | null };

const versionsUnsupported = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'MethodNotAllowed' ||
    error.name === 'NotImplemented' ||
    [405, 501].includes((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0));

/** Every object under `prefix` as one version each, for a server that keeps no versions (s3rver, locally). */
async function listCurrentObjects(prefix: string): Promise<StoredVersion[]> {
  const found: StoredVersion[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) found.push({ key: object.Key, versionId: null });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/**
 * Every version and delete marker of every object under `prefix`. The cloud bucket is versioned, so
 * its old versions are listed too; a server without versioning (the local S3 server refuses
 * ListObjectVersions) holds only the current objects, listed instead.
 */
export async function listAllVersions(prefix: string): Promise<StoredVersion[]> {
  const found: StoredVersion[] = [];
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  try {
    do {
      const page = await s3.send(
        new ListObjectVersionsCommand({
          Bucket: uploadsBucket,
          Prefix: prefix,
          KeyMarker: keyMarker,
          VersionIdMarker: versionMarker,
        }),
      );
      for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
        if (entry.Key) found.push({ key: entry.Key, versionId: entry.VersionId ?? null });
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
  } catch (error) {
    if (versionsUnsupported(error)) return listCurrentObjects(prefix);
    throw error;
  }
  return found;
}

/**
 * Deletes for good every version (and delete marker) of every object under `prefix` that `keep`
 * does not hold back, so no copy is left to restore. Answers the keys deleted. One request per
 * version, one after another: an account holds a few dozen files, and the local S3 server's
 * multi-object delete races with itself (it fails when two deletes empty one folder at once).
 * Deleting again finds nothing: harmless.
 */
export async function deleteAllVersions(
  prefix: string,
  keep: (key: string) => boolean = () => false,
): Promise<string[]> {
  const doomed = (await listAllVersions(prefix)).filter((version) => !keep(version.key));
  for (const version of doomed) await deleteObjectVersion(version.key, version.versionId);
  return [...new Set(doomed.map((version) => version.key))];
}
