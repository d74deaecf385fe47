// /my-tenders/:id: one of the organisation's tenders, read-only, with its state: a draft (or a
// returned one, with the consultancy's remark) can be edited and sent for review; in review it waits
// for the consultancy; once published it links to its public page.
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminTenderAnswer, AdminTenderChanged, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { ArrowLeft, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { FlashNotice } from '../../../../components/flash-notice';
import type { Outcome } from '../../../../components/form/form-outcome';
import { Notice } from '../../../../components/ui/alert';
import { AppLink } from '../../../../components/ui/app-link';
import { ButtonLink } from '../../../../components/ui/link';
import { myTenderCorrigendumPath, myTenderEditPath, paths, tenderPath } from '../../../../config/paths';
import { TenderDetails } from '../../admin/components/tender-detail-sections';
import { getMyTenderDocumentLink } from '../api/get-my-tender-document-link';
import { MY_TENDER_LISTS_KEY } from '../api/list-my-tenders';
import { isMyDraft, isPublished, myTenderState } from '../my-tender-state';
import { MyProposals } from './my-proposals';
import { MyTenderPage } from './my-tender-page';
import { MyTenderStateBadge } from './my-tender-state-badge';
import { ReturnedNotice } from './returned-notice';
import { SendForReviewDialog } from './send-for-review-dialog';
import { WithMyTender } from './with-my-tender';

export const IN_REVIEW_NOTICE = 'In review: the consultancy will publish it or return it with a remark.';

export type MyTenderViewPageProps = { id: number };

export function MyTenderViewPage({ id }: MyTenderViewPageProps) {
  return <WithMyTender id={id}>{(tender, mutate) => <MyTenderView tender={tender} mutate={mutate} />}</WithMyTender>;
}

type MyTenderViewProps = { tender: AdminTenderDetail; mutate: KeyedMutator<AdminTenderAnswer> };

function MyTenderView({ tender, mutate }: MyTenderViewProps) {
  const revalidate = useRevalidate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const handleSent = async (answer: AdminTenderChanged) => {
    await mutate({ data: answer.data }, { revalidate: false });
    await revalidate(MY_TENDER_LISTS_KEY);
    setOutcome({ status: 'success', message: answer.message });
    setSending(false);
  };

  return (
    <MyTenderPage
      title={tender.tender_uid}
      lead={tender.project_name}
      actions={<MyTenderActions tender={tender} onSend={() => setSending(true)} />}
    >
      {/* After a change its own message replaces the one the previous page handed over. */}
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : <FlashNotice />}
      <MyTenderStatusLine tender={tender} />
      <MyTenderStateNotice tender={tender} />
      {isPublished(tender) ? <MyProposals tenderId={tender.id} /> : null}
      <TenderDetails tender={tender} documentLink={getMyTenderDocumentLink} />
      <SendForReviewDialog tenderId={tender.id} open={sending} onOpenChange={setSending} onSent={handleSent} />
    </MyTenderPage>
  );
}

type TenderProps = { tender: AdminTenderDetail };

/** Back to the list; for a draft, its form and the sending for review. */
function MyTenderActions({ tender, onSend }: TenderProps & { onSend: () => void }) {
  return (
    <>
      <ButtonLink to={paths.myTenders} variant="ghost">
        <ArrowLeft aria-hidden="true" />
        My Tenders
      </ButtonLink>
      {tender.status === 'active' ? (
        <ButtonLink to={myTenderCorrigendumPath(tender.id)} variant="outline">
          <Pencil aria-hidden="true" />
          Propose a corrigendum
        </ButtonLink>
      ) : null}
      {isMyDraft(tender) ? (
        <>
          <ButtonLink to={myTenderEditPath(tender.id)} variant="outline">
            <Pencil aria-hidden="true" />
            Edit
          </ButtonLink>
          <Button colorPalette="blue" onClick={onSend}>
            <Send aria-hidden="true" />
            Send for review
          </Button>
        </>
      ) : null}
    </>
  );
}

/** Its state, when it was sent and published, and its public page once it has one. */
function MyTenderStatusLine({ tender }: TenderProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Text>
        Status: <MyTenderStateBadge tender={tender} />
      </Text>
      {tender.submitted_at && !isPublished(tender) ? (
        <Text color="gray.700">Sent for review {formatIstDateTime(tender.submitted_at)}</Text>
      ) : null}
      {tender.published_date ? (
        <Text color="gray.700">Published {formatIstDateTime(tender.published_date)}</Text>
      ) : null}
      {isPublished(tender) ? (
        <AppLink to={tenderPath(tender.id)} color="blue.700">
          View the public tender page
        </AppLink>
      ) : null}
    </HStack>
  );
}

/** What the state means for the organisation: what to do next, or what it waits for. */
function MyTenderStateNotice({ tender }: TenderProps) {
  switch (myTenderState(tender)) {
    case 'returned':
      return <ReturnedNotice remark={tender.return_remark ?? ''} />;
    case 'draft':
      return (
        <Notice
          status="info"
          title="A draft: only you see it. Send it for review when it is ready; the consultancy publishes it."
        />
      );
    case 'in_review':
      return <Notice status="info" title={IN_REVIEW_NOTICE} />;
    case 'cancelled':
      return (
        <Notice status="warning" title="Cancelled">
          {tender.cancel_reason ?? 'No reason recorded.'}
        </Notice>
      );
    default:
      return null;
  }
}
