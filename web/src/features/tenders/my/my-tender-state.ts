// What an organisation calls its tender's state: a draft the consultancy sent back
// with a remark is "Returned", not a plain draft; the rest are the tender's own states.
import type { AdminTenderStatus } from '@tender/shared/schemas/tenders-admin';

export type MyTenderState = 'draft' | 'returned' | AdminTenderStatus;

export type MyTenderStateLook = { label: string; palette: string };

const LOOKS: Record<MyTenderState, MyTenderStateLook> = {
  draft: { label: 'Draft', palette: 'gray' },
  returned: { label: 'Returned', palette: 'orange' },
  in_review: { label: 'In review', palette: 'yellow' },
  active: { label: 'Active', palette: 'green' },
  closed: { label: 'Closed', palette: 'blue' },
  cancelled: { label: 'Cancelled', palette: 'red' },
  retendered: { label: 'Re-tendered', palette: 'purple' },
  awarded: { label: 'Awarded', palette: 'teal' },
  unsuccessful: { label: 'Unsuccessful', palette: 'gray' },
};

type StateOf = { status: AdminTenderStatus; return_remark: string | null };

export function myTenderState({ status, return_remark }: StateOf): MyTenderState {
  return status === 'draft' && return_remark ? 'returned' : status;
}

export function myTenderStateLook(tender: StateOf): MyTenderStateLook {
  return LOOKS[myTenderState(tender)];
}

/** Only a draft (a returned one too) is the organisation's to change or send for review. */
export const isMyDraft = (tender: { status: AdminTenderStatus }) => tender.status === 'draft';

/** A tender that has been published has a public page (a draft or one in review has none). */
export const isPublished = (tender: { status: AdminTenderStatus }) =>
  tender.status !== 'draft' && tender.status !== 'in_review';
