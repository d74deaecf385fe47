import { ListObjectVersionsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';

// The uploads bucket as it is, not as the product lists it: every version of every key under a
// prefix (ListObjectVersions). The local S3 server (s3rver) keeps no versions and refuses that
// call (405), so there the current objects ARE every version: ListObjectsV2 instead.

const refusesVersions = (error: unknown) =>
  [405, 501].includes((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0);

async function currentKeys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: prefix, ContinuationToken: token }),
    );
    found.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/** Every stored version's key (and delete marker's) under `prefix`, once per version. */
export async function rawBucketKeys(prefix = ''): Promise<string[]> {
  const found: string[] = [];
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
      for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) found.push(entry.Key ?? '');
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
  } catch (error) {
    if (refusesVersions(error)) return currentKeys(prefix);
    throw error;
  }
  return found;
}
