// /admin/tenders/:id: one tender in any state, its whole detail, the links of a re-tendering both
// ways, the state changes (publish a draft, cancel an active one with a reason, re-tender an active
// or cancelled one, edit a draft or active one) and its audit trail.
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminTenderAnswer, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { Ban, Pencil, RefreshCw, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { AdminPage } from '../../../../components/admin/admin-page';
import { AdminSection } from '../../../../components/admin/admin-section';
import { AuditTrail } from '../../../../components/admin/audit-trail';
import { StatusBadge } from '../../../../components/admin/status-badge';
import { FlashNotice } from '../../../../components/flash-notice';
import type { Outcome } from '../../../../components/form/form-outcome';
import { Notice } from '../../../../components/ui/alert';
import { AppLink } from '../../../../components/ui/app-link';
import { ButtonLink } from '../../../../components/ui/link';
import { adminRetenderPath, adminTenderEditPath, adminTenderPath, tenderPath } from '../../../../config/paths';
import { ADMIN_TENDER_LISTS_KEY, tenderChangeKeys } from '../api/tender-change-keys';
import { EmdReleaseSection } from './emd-release-section';
import { TenderDetails } from './tender-detail-sections';
import { CancelDialog, PublishDialog, ReturnDialog, type TenderChangeAnswer } from './tender-state-dialogs';
import { WithAdminTender } from './with-admin-tender';
import { CANCELLABLE_STATUSES, isRetenderable } from '@tender/shared/schemas/tender';

export type TenderViewPageProps = { id: number };

type StateDialog = 'publish' | 'cancel' | 'return';

export function TenderViewPage({ id }: TenderViewPageProps) {
  return (
    <WithAdminTender id={id}>{(tender, mutate) => <TenderView tender={tender} mutate={mutate} />}</WithAdminTender>
  );
}

type TenderViewProps = { tender: AdminTenderDetail; mutate: KeyedMutator<AdminTenderAnswer> };

function TenderView({ tender, mutate }: TenderViewProps) {
  const revalidate = useRevalidate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [dialog, setDialog] = useState<StateDialog | null>(null);

  const handleChanged = async (answer: TenderChangeAnswer) => {
    await mutate({ data: answer.data }, { revalidate: false });
    await revalidate(...tenderChangeKeys(ADMIN_TENDER_LISTS_KEY));
    setOutcome({ status: 'success', message: answer.message });
    setDialog(null);
  };

  const openDialog = (which: StateDialog) => {
    setOutcome(null);
    setDialog(which);
  };

  const dialogProps = (which: StateDialog) => ({
    tenderId: tender.id,
    open: dialog === which,
    onOpenChange: (open: boolean) => setDialog(open ? which : null),
    onChanged: handleChanged,
  });

  return (
    <AdminPage
      title={tender.tender_uid}
      lead={tender.project_name}
      actions={<TenderActions tender={tender} onOpen={openDialog} />}
    >
      <FlashNotice />
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
      <TenderStatusLine tender={tender} />
      <RetenderLinks tender={tender} />
      {tender.status === 'cancelled' ? (
        <Notice status="warning" title="Cancelled">
          {tender.cancel_reason ?? 'No reason recorded.'}
          {tender.cancelled_at ? ` (${formatIstDateTime(tender.cancelled_at)})` : null}
        </Notice>
      ) : null}
      {tender.status === 'draft' && tender.return_remark ? (
        <Notice status="info" title="Returned to the organisation">
          {tender.return_remark}
        </Notice>
      ) : null}
      <EmdReleaseSection tender={tender} />
      <TenderDetails tender={tender} />
      <AdminSection title="Audit trail">
        <AuditTrail filter={{ entity: 'tender', id: String(tender.id) }} />
      </AdminSection>
      <PublishDialog {...dialogProps('publish')} />
      <CancelDialog {...dialogProps('cancel')} />
      <ReturnDialog {...dialogProps('return')} />
    </AdminPage>
  );
}

type TenderProps = { tender: AdminTenderDetail };

/** What the tender's state allows: edit, publish, re-tender, cancel. */
function TenderActions({ tender, onOpen }: TenderProps & { onOpen: (which: StateDialog) => void }) {
  const editable = tender.status === 'draft' || tender.status === 'in_review' || tender.status === 'active';
  const publishable = tender.status === 'draft' || tender.status === 'in_review';
  const retenderable = isRetenderable(tender.status);
  return (
    <>
      {editable ? (
        <ButtonLink to={adminTenderEditPath(tender.id)} variant="outline">
          <Pencil aria-hidden="true" />
          Edit
        </ButtonLink>
      ) : null}
      {publishable ? (
        <Button colorPalette="green" onClick={() => onOpen('publish')}>
          <Send aria-hidden="true" />
          Publish
        </Button>
      ) : null}
      {tender.status === 'in_review' ? (
        <Button colorPalette="orange" variant="outline" onClick={() => onOpen('return')}>
          <Undo2 aria-hidden="true" />
          Return
        </Button>
      ) : null}
      {retenderable ? (
        <ButtonLink to={adminRetenderPath(tender.id)} variant="outline">
          <RefreshCw aria-hidden="true" />
          Re-tender
        </ButtonLink>
      ) : null}
      {CANCELLABLE_STATUSES.includes(tender.status) ? (
        <Button colorPalette="red" variant="outline" onClick={() => onOpen('cancel')}>
          <Ban aria-hidden="true" />
          Cancel tender
        </Button>
      ) : null}
    </>
  );
}

/** Its state, when it was published, and its public page (a draft has none). */
function TenderStatusLine({ tender }: TenderProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Text>
        Status: <StatusBadge status={tender.status} />
      </Text>
      {tender.published_date ? (
        <Text color="gray.700">Published {formatIstDateTime(tender.published_date)}</Text>
      ) : null}
      {tender.status !== 'draft' ? (
        <AppLink to={tenderPath(tender.id)} color="blue.700">
          View on the public site
        </AppLink>
      ) : (
        <Text color="gray.700">A draft is not shown on the public site.</Text>
      )}
    </HStack>
  );
}

/** The tender it re-tenders and the one it was re-tendered as. */
function RetenderLinks({ tender }: TenderProps) {
  return (
    <>
      {tender.retender_of ? (
        <Text>
          Re-tender of{' '}
          <AppLink to={adminTenderPath(tender.retender_of.id)} color="blue.700">
            {tender.retender_of.tender_uid}
          </AppLink>
        </Text>
      ) : null}
      {tender.retendered_as ? (
        <Text>
          Re-tendered as{' '}
          <AppLink to={adminTenderPath(tender.retendered_as.id)} color="blue.700">
            {tender.retendered_as.tender_uid}
          </AppLink>
        </Text>
      ) : null}
    </>
  );
}
