// The rows of the contractor's own profile a technical cover may rely on, as choices.
import type { BidProfileList } from '@tender/shared/schemas/bid-submission';
import type { ProfileAnswer, ProfileAnswerRow } from '@tender/shared/schemas/profile';
import type { ProfileRowChoice } from './bid-draft';

export type ProfileRowOption = { value: ProfileRowChoice; group: string; label: string };

const GROUPS: Record<BidProfileList, { title: string; label: (row: ProfileAnswerRow) => string }> = {
  completed_works: {
    title: 'Completed work',
    label: (row) => [row.title_description, row.location].filter((v) => typeof v === 'string' && v).join(', '),
  },
  turnovers: { title: 'Turnover', label: (row) => `${String(row.year ?? '')}: Rs ${String(row.amount ?? '')} lakhs` },
  quality_certificates: { title: 'Quality certificate', label: (row) => String(row.name ?? '') },
};

export function profileRowOptions(profile: ProfileAnswer['data'] | undefined): ProfileRowOption[] {
  if (!profile || !('kind' in profile) || profile.kind !== 'contractor') return [];
  return (Object.keys(GROUPS) as BidProfileList[]).flatMap((list) =>
    (profile[list] as ProfileAnswerRow[]).map((row) => ({
      value: `${list}:${row.id}` as ProfileRowChoice,
      group: GROUPS[list].title,
      label: GROUPS[list].label(row) || `#${row.id}`,
    })),
  );
}
