import { PageHeader } from '../../components/page-header';
import type { TenderListKind } from '../../config/paths';
import { TenderList } from '../../features/tenders/components/tender-list';
import { useDocumentTitle } from '../../lib/use-document-title';

const titles: Record<TenderListKind, { title: string; lead: string }> = {
  active: {
    title: 'Active Tenders',
    lead: 'Tenders open for bids, soonest closing first. Filter by tender ID, bid end date, category or work type.',
  },
  closed: {
    title: 'Closed Tenders',
    lead: 'Tenders whose bid submission has ended, now under evaluation, with the number of bids each received.',
  },
  cancelled: {
    title: 'Cancelled Tenders',
    lead: 'Tenders withdrawn by the inviting authority. They will not be awarded.',
  },
  retendered: {
    title: 'Retendered Tenders',
    lead: 'Tenders issued again with revised documents or dates. Earlier bids lapse; submit afresh.',
  },
  awarded: {
    title: 'Results of Tenders',
    lead: 'Awarded tenders, newest first: who won, for how much, when, and how many bids each received.',
  },
};

function TenderListRoute({ kind }: { kind: TenderListKind }) {
  const { title, lead } = titles[kind];
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <TenderList key={kind} kind={kind} />
    </>
  );
}

export function ActiveTendersRoute() {
  return <TenderListRoute kind="active" />;
}

export function ClosedTendersRoute() {
  return <TenderListRoute kind="closed" />;
}

export function CancelledTendersRoute() {
  return <TenderListRoute kind="cancelled" />;
}

export function RetenderedTendersRoute() {
  return <TenderListRoute kind="retendered" />;
}

export function AwardedTendersRoute() {
  return <TenderListRoute kind="awarded" />;
}
