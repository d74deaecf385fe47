import { describe, expect, it } from 'vitest';
import type { LoadedProfile } from '../../data/profiles-repository';
import { contractorWorkType, workTypeFirst } from './work-type-first';

const tender = (id: number, workType: number) => ({ id, material_work_type_id: workType });

const loaded = (kind: LoadedProfile['profile']['kind'], basic: Record<string, unknown>) =>
  ({ profile: { kind, basic }, lists: {} }) as unknown as LoadedProfile;

describe('Current Active Tenders: the contractor’s work type first', () => {
  const soonestFirst = [tender(1, 3), tender(2, 7), tender(3, 3), tender(4, 9), tender(5, 7), tender(6, 7)];

  it('puts the tenders of the work type first, each part keeping its soonest-closing order', () => {
    expect(workTypeFirst(soonestFirst, 7).map((t) => t.id)).toEqual([2, 5, 6, 1, 3, 4]);
    expect(workTypeFirst(soonestFirst, 3).map((t) => t.id)).toEqual([1, 3, 2, 4, 5, 6]);
  });

  it('keeps the order when there is no work type or none of its tenders', () => {
    expect(workTypeFirst(soonestFirst, null).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(workTypeFirst(soonestFirst, 42).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads the work type of a contractor’s profile only', () => {
    expect(contractorWorkType(loaded('contractor', { material_work_type_id: 7 }))).toBe(7);
    expect(contractorWorkType(loaded('contractor', { material_work_type_id: null }))).toBeNull();
    expect(contractorWorkType(loaded('organization', { material_work_type_id: 7 }))).toBeNull();
    expect(contractorWorkType(undefined)).toBeNull();
  });
});
