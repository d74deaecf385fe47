import type { LookupAnswer } from '@tender/shared/schemas/settings';
import { listLookup } from '../../data/lookups-repository';
import type { LookupKind } from '../../data/keys';

/** A lookup list as the id -> label map the screens use. */
export async function getLookupMap(kind: LookupKind): Promise<LookupAnswer> {
  const entries = await listLookup(kind);
  return { data: Object.fromEntries(entries.map((entry) => [String(entry.id), entry.name])) };
}
