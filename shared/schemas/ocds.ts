import { OCDS_PACKAGE_MAX_LIMIT } from '../constants';
import { positiveCount } from './common';
import * as z from './mini';

// Open data: the tenders as OCDS 1.1 releases in release packages. The answers are
// described loosely here (the fields a client finds everywhere); the OCDS 1.1 release package schema
// describes them whole, and the API tests validate every answer against it (test/fixtures/ocds).

/** GET /ocds/release_package: a page of the latest changes, newest first. */
export const OcdsPackageQuery = z.strictObject({
  limit: z.optional(positiveCount('limit', OCDS_PACKAGE_MAX_LIMIT)),
  cursor: z.optional(z.string().check(z.maxLength(512, 'cursor is not valid.'))),
});
export type OcdsPackageQuery = z.infer<typeof OcdsPackageQuery>;

/** One OCDS release: the identifying fields; the rest is the OCDS release schema's. */
export const OcdsRelease = z.looseObject({
  ocid: z.string(),
  id: z.string(),
  date: z.string(),
  tag: z.array(z.string()),
  initiationType: z.literal('tender'),
});

/** An OCDS 1.1 release package (with the pagination extension's `links` on the feed). */
export const OcdsReleasePackage = z.looseObject({
  uri: z.string(),
  version: z.literal('1.1'),
  extensions: z.optional(z.array(z.string())),
  publishedDate: z.string(),
  publisher: z.looseObject({ name: z.string() }),
  license: z.string(),
  publicationPolicy: z.string(),
  releases: z.array(OcdsRelease),
  links: z.optional(z.looseObject({ next: z.optional(z.string()) })),
});
export type OcdsReleasePackage = z.infer<typeof OcdsReleasePackage>;
