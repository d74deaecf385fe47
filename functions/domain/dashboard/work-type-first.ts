// Current Active Tenders on a contractor's dashboard: its own work type first. Pure,
// so it is tested without the table.
import type { LoadedProfile } from '../../data/profiles-repository';

/**
 * How many of the soonest-closing active tenders Current Active Tenders chooses from: enough that a
 * contractor's own work type is found beyond the first five, one Query page all the same.
 */
export const DASHBOARD_TENDER_WINDOW = 50;

/** The contractor's work type (Basic tab's material_work_type_id), null for other kinds or when not set. */
export function contractorWorkType(loaded: LoadedProfile | undefined): number | null {
  if (loaded?.profile.kind !== 'contractor') return null;
  const value = loaded.profile.basic.material_work_type_id;
  return typeof value === 'number' ? value : null;
}

/** The tenders of `workTypeId` first, then the rest, each part in its given order. */
export function workTypeFirst<T extends { material_work_type_id: number }>(
  tenders: readonly T[],
  workTypeId: number | null,
): T[] {
  if (workTypeId === null) return [...tenders];
  const own = tenders.filter((tender) => tender.material_work_type_id === workTypeId);
  return [...own, ...tenders.filter((tender) => tender.material_work_type_id !== workTypeId)];
}
