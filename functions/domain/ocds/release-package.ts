import { API_BASE_PATH } from '../../contracts/base-path';
import { OCDS_LICENSE } from '@tender/shared/constants';
import { paths } from '@tender/shared/site-paths';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { OCDS_EXTENSIONS, OCDS_VERSION, type OcdsRelease, type OcdsReleasePackage } from './ocds-types';
import { latestDate } from './release-dates';
import { CONSULTANCY } from './release-parties';

// The release package around releases: who publishes them (the consultancy), under which licence
// (CC BY 4.0, docs/open-data.md says why) and publication policy (the site's /open-data page).

/** An absolute URL of the API on the site (the API is served under the site's own origin). */
export const apiUrl = (siteUrl: string, path: string) => new URL(`${API_BASE_PATH}${path}`, siteUrl).toString();

export function releasePackage(input: {
  releases: OcdsRelease[];
  /** The package's own path under the API (what was asked). */
  path: string;
  siteUrl: string;
  now: Date;
  /** The feed's next page, as a path under the API. */
  nextPath?: string;
}): OcdsReleasePackage {
  const hasBids = input.releases.some((release) => release.bids);
  const extensions = [
    ...(hasBids ? [OCDS_EXTENSIONS.bids] : []),
    ...(input.nextPath ? [OCDS_EXTENSIONS.pagination] : []),
  ];
  return {
    uri: apiUrl(input.siteUrl, input.path),
    version: OCDS_VERSION,
    extensions,
    // Generated on demand: the date of the latest change it holds.
    publishedDate: latestDate(input.releases.map((release) => release.date)) ?? formatIst(input.now),
    publisher: { name: CONSULTANCY.name, uri: new URL(paths.home, input.siteUrl).toString() },
    license: OCDS_LICENSE.url,
    publicationPolicy: new URL(paths.openData, input.siteUrl).toString(),
    releases: input.releases,
    ...(input.nextPath ? { links: { next: apiUrl(input.siteUrl, input.nextPath) } } : {}),
  };
}
