import { paths, sitePath } from '@tender/shared/site-paths';
import type { TenderRecord } from '../../data/tenders-repository';
import type { CalendarEvent } from './ics-writer';

// The dates of one tender as calendar events. Each event's UID is stable
// (`tender-<id>-<kind>@<site host>`), so a moved date updates the event in the calendar app instead
// of adding one; its SEQUENCE is the tender's version, raised by every saved change (a corrigendum's
// too), and LAST-MODIFIED the tender's last change.

export const TENDER_EVENT_KINDS = [
  'pre-bid-meeting',
  'clarification-end',
  'bid-submission-end',
  'opening',
  'award',
] as const;
export type TenderEventKind = (typeof TENDER_EVENT_KINDS)[number];

type Dated = { kind: TenderEventKind; at: string | null | undefined; title: string; minutes: number };

const datesOf = (tender: TenderRecord): Dated[] => [
  { kind: 'pre-bid-meeting', at: tender.pre_bid_meeting_date, title: 'Pre-bid meeting', minutes: 60 },
  { kind: 'clarification-end', at: tender.clarification_end_date, title: 'Clarifications close', minutes: 0 },
  { kind: 'bid-submission-end', at: tender.bid_submission_end_date, title: 'Bid submission ends', minutes: 0 },
  { kind: 'opening', at: tender.bid_opening_date, title: 'Bid opening', minutes: 30 },
  { kind: 'award', at: tender.award?.awarded_at, title: 'Contract awarded', minutes: 0 },
];

const validDate = (value: string | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

function description(tender: TenderRecord, dated: Dated): string {
  const lines = [`${tender.project_name}`, `Tender ID ${tender.tender_uid} (${tender.organization_name})`];
  if (dated.kind === 'pre-bid-meeting' && tender.pre_bid_meeting_place_name)
    lines.push(`Place: ${tender.pre_bid_meeting_place_name}`);
  return lines.join('\n');
}

/** Every dated event of the tender; a date that is empty or not a date is left out. */
export function tenderEvents(tender: TenderRecord, site: { url: string; host: string }): CalendarEvent[] {
  const lastModified = validDate(tender.updated_at) ?? validDate(tender.published_date) ?? new Date(0);
  const url = new URL(sitePath(paths.tender, { id: tender.id }), site.url).toString();
  return datesOf(tender).flatMap((dated) => {
    const start = validDate(dated.at);
    if (!start) return [];
    return [
      {
        uid: `tender-${tender.id}-${dated.kind}@${site.host}`,
        sequence: tender.version ?? 0,
        lastModified,
        start,
        minutes: dated.minutes,
        summary: `${dated.title}: ${tender.tender_uid}`,
        description: description(tender, dated),
        url,
      },
    ];
  });
}
