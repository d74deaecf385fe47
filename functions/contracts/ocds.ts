import { IdParam } from '@tender/shared/schemas/common';
import { OcdsPackageQuery, OcdsReleasePackage } from '@tender/shared/schemas/ocds';
import { cursorRule } from './business-rules';
import { defineRoute, type RouteCache } from './route-contract';

// Open data (docs/open-data.md): every published tender as an OCDS 1.1 release, one
// tender's or the latest changes' in a release package. Public, cached at the edge like the lists.

const tag = 'Open data';

/** As fresh as the public tender lists: ten seconds at the edge, half a minute stale. */
const ocdsCache: RouteCache = { sharedSeconds: 10, staleSeconds: 30 };

export const getOcdsRelease = defineRoute({
  method: 'GET',
  path: '/ocds/releases/{id}',
  handler: 'ocds/get-ocds-release',
  auth: 'public',
  tag,
  summary: "A release package (OCDS 1.1) holding one published tender's latest release",
  params: IdParam,
  answers: { 200: OcdsReleasePackage },
  access: { table: 'read' },
  cache: ocdsCache,
});

export const getOcdsReleasePackage = defineRoute({
  method: 'GET',
  path: '/ocds/release_package',
  handler: 'ocds/get-ocds-release-package',
  auth: 'public',
  tag,
  summary:
    'A release package (OCDS 1.1) of the tenders that changed last, newest change first, each once per page, paged by cursor (links.next)',
  query: OcdsPackageQuery,
  businessRules: [{ ...cursorRule, rule: 'the cursor in links.next of the previous page, unchanged' }],
  answers: { 200: OcdsReleasePackage },
  // The cursor is signed with a key derived from the JWT key (functions/data/cursor.ts).
  access: { table: 'read', secrets: ['jwt'] },
  cache: ocdsCache,
});

export const ocdsRoutes = [getOcdsRelease, getOcdsReleasePackage] as const;
