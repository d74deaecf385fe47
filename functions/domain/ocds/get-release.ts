import { publishedTenderOr404 } from '../market/published-tender';
import type { OcdsReleasePackage } from './ocds-types';
import { releasePackage } from './release-package';
import { readReleaseSource } from './read-release-source';
import { tenderRelease } from './tender-release';

/** GET /ocds/releases/{id}: a release package holding the tender's latest release. */
export async function getTenderReleasePackage(id: number, now: Date): Promise<OcdsReleasePackage> {
  // A draft, or a tender in review, is not published: to open data it does not exist.
  const tender = await publishedTenderOr404(id, { consistent: false });
  const source = await readReleaseSource(tender, now);
  return releasePackage({
    releases: [tenderRelease(source)],
    path: `/ocds/releases/${id}`,
    siteUrl: source.siteUrl,
    now,
  });
}
