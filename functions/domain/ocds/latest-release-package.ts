import { OCDS_PACKAGE_DEFAULT_LIMIT } from '@tender/shared/constants';
import type { OcdsPackageQuery } from '@tender/shared/schemas/ocds';
import { listAuditFeedBefore } from '../../data/audit-repository';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { getTenderById, isPublicTender } from '../../data/tenders-repository';
import { config } from '../../platform/config';
import type { OcdsReleasePackage } from './ocds-types';
import { releasePackage } from './release-package';
import { readReleaseSource } from './read-release-source';
import { tenderRelease } from './tender-release';

// GET /ocds/release_package: the tenders that changed last, newest change first, each as its latest
// release, read from the tenders' audit feed backwards (every publish, corrigendum, close, award,
// cancellation ... is an entry there). A tender appears once per page; a later page may hold it again
// if it changed again before. The cursor is the place in the feed the page stopped at.

const SCOPE = { list: 'ocds-release-package' };
/** Feed entries read per query, and queries per page at most: a page's cost stays bounded. */
const FEED_READ = 100;
const MAX_READS = 5;

type ChangedTenders = { ids: number[]; next: string | undefined };

/** Up to `limit` distinct tenders of the feed before `before`, newest change first, and where to go on. */
async function latestChangedTenders(before: string | undefined, limit: number): Promise<ChangedTenders> {
  const ids = new Set<number>();
  let position = before;
  for (let read = 0; read < MAX_READS; read += 1) {
    const page = await listAuditFeedBefore({ before: position, entity: 'tender', limit: FEED_READ });
    for (const { position: at, entry } of page.entries) {
      const id = Number(entry.entity_id);
      const isNew = Number.isSafeInteger(id) && id > 0 && !ids.has(id);
      // A full page stops before its next tender, which the next page starts with.
      if (isNew && ids.size === limit) return { ids: [...ids], next: position };
      if (isNew) ids.add(id);
      position = at;
    }
    if (!page.readUpTo) return { ids: [...ids], next: undefined };
    position = page.readUpTo;
  }
  return { ids: [...ids], next: position };
}

const packagePath = (query: { cursor?: string; limit?: number }) => {
  const search = new URLSearchParams();
  if (query.cursor) search.set('cursor', query.cursor);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  const text = search.toString();
  return `/ocds/release_package${text ? `?${text}` : ''}`;
};

export async function getLatestReleasePackage(query: OcdsPackageQuery, now: Date): Promise<OcdsReleasePackage> {
  const limit = query.limit ?? OCDS_PACKAGE_DEFAULT_LIMIT;
  const start = await decodeCursor(query.cursor, SCOPE, ['before']);
  const changed = await latestChangedTenders(start?.before, limit);
  const tenders = await Promise.all(changed.ids.map((id) => getTenderById(id)));
  const releases = await Promise.all(
    tenders.filter(isPublicTender).map(async (tender) => tenderRelease(await readReleaseSource(tender, now))),
  );
  const cursor = await encodeCursor(changed.next ? { before: changed.next } : undefined, SCOPE);
  return releasePackage({
    releases,
    path: packagePath(query),
    siteUrl: config.SITE_URL,
    now,
    nextPath: cursor ? packagePath({ cursor, limit: query.limit }) : undefined,
  });
}
