import { listAuditFeedAfter } from '../../data/audit-repository';
import { getTenderById, isPublicTender, type PublicTenderRecord } from '../../data/tenders-repository';

// The tenders published after a place in the tender events feed (audit entries of entity 'tender'):
// a `tender.publish` entry names its tender; a `tender.retender` entry names the old one, and the
// new one it published is `after.retendered_as`.

export type PublishedTender = { position: string; publishedAt: string; tenderId: number };

const PAGE_SIZE = 500;

function publishedTenderId(entry: { action: string; entity_id: string; after: Record<string, unknown> | null }) {
  if (entry.action === 'tender.publish') return Number(entry.entity_id);
  if (entry.action === 'tender.retender') return Number(entry.after?.retendered_as);
  return undefined;
}

/** Publications after `after` (oldest first), reading at most `maxPages` pages; readUpTo resumes. */
export async function readPublications(
  after: string,
  maxPages: number,
): Promise<{ published: PublishedTender[]; readUpTo: string | undefined }> {
  const published: PublishedTender[] = [];
  let from = after;
  let readUpTo: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const feed = await listAuditFeedAfter({ after: from, entity: 'tender', limit: PAGE_SIZE });
    for (const { position, entry } of feed.entries) {
      const tenderId = publishedTenderId(entry);
      if (tenderId && Number.isSafeInteger(tenderId)) published.push({ position, publishedAt: entry.at, tenderId });
    }
    if (!feed.readUpTo) break;
    readUpTo = feed.readUpTo;
    from = feed.readUpTo;
  }
  return { published, readUpTo };
}

/** The feed place just before an instant (a position `<at>#<id>` sorts after its bare `<at>`). */
export const positionAt = (instant: Date) => instant.toISOString();

/** The instant of a feed position. */
export const instantOf = (position: string) => new Date(position.split('#')[0]!);

/** The active tenders among these ids, as stored now (one read each; a cancelled one is left out). */
export async function activeTenders(ids: readonly number[]): Promise<Map<number, PublicTenderRecord>> {
  const found = new Map<number, PublicTenderRecord>();
  for (const id of new Set(ids)) {
    const tender = await getTenderById(id);
    if (isPublicTender(tender) && tender.status === 'active') found.set(id, tender);
  }
  return found;
}
