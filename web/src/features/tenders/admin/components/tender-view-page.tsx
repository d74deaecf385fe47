// /admin/tenders/:id: one tender in any state, its whole detail, the links of a re-tendering both
// ways, the state changes (publish a draft, cancel an active one with a reason, re-tender an active
// or cancelled one, edit a draft or active one) and its audit trail.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { formatInr, formatIstDateTime, formatQualifierRange } from '@tender/shared/format';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { Ban, Download, Pencil, RefreshCw, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { FlashNotice } from '../../../../components/flash-notice';
import { NotFoundView } from '../../../../components/not-found-view';
import { Notice } from '../../../../components/ui/alert';
import { AppLink } from '../../../../components/ui/app-link';
import { Field } from '../../../../components/ui/field';
import { ButtonLink } from '../../../../components/ui/link';
import { LoadingState } from '../../../../components/ui/loading-state';
import { Textarea } from '../../../../components/ui/textarea';
import { adminRetenderPath, adminTenderEditPath, adminTenderPath, tenderPath } from '../../../../config/paths';
import { isApiError } from '../../../../lib/api/api-error';
import { AuditTrail } from '../../../audit/admin/audit-trail';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { AdminPage } from '../../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { StatusBadge } from '../../../../components/admin/status-badge';
import {
  ADMIN_TENDERS_PATH,
  cancelTender,
  getTenderDocumentLink,
  publishTender,
  PUBLIC_TENDER_KEYS,
  useAdminTender,
} from '../api';
import { openLink } from '../open-link';
import { DATE_LABELS } from '../tender-form-values';
import { TENDER_DATE_FIELDS } from '@tender/shared/schemas/tender-dates';

export type TenderViewPageProps = { id: number };

type Outcome = { status: 'success' | 'error'; message: string } | null;

/** The client's own check of a cancel reason, with the server's messages. */
export function cancelReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return tenderStateMessages.cancelReason;
  if (trimmed.length > 1000) return tenderStateMessages.cancelReasonTooLong;
  return undefined;
}

export function TenderViewPage({ id }: TenderViewPageProps) {
  const { data, error, isLoading, isValidating, mutate } = useAdminTender(id);
  const revalidate = useRevalidate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [dialog, setDialog] = useState<'publish' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  if (error?.isNotFound) return <NotFoundView />;
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (isLoading || !data) return <LoadingState />;
  const tender = data.data;

  const afterChange = async (answer: { message: string; data: AdminTenderDetail }) => {
    await mutate({ data: answer.data }, { revalidate: false });
    await revalidate(ADMIN_TENDERS_PATH + '?', '/admin/audit', ...PUBLIC_TENDER_KEYS);
    setOutcome({ status: 'success', message: answer.message });
    setDialog(null);
  };

  const run = async (change: () => Promise<{ message: string; data: AdminTenderDetail }>) => {
    setBusy(true);
    setDialogError(undefined);
    try {
      await afterChange(await change());
    } catch (problem) {
      if (!isApiError(problem)) throw problem;
      const fieldMessages = Object.values(problem.fieldErrors).flat();
      if (problem.fieldErrors.reason?.[0]) setReasonError(problem.fieldErrors.reason[0]);
      else setDialogError([problem.message, ...fieldMessages].join(' '));
    } finally {
      setBusy(false);
    }
  };

  const handleCancel = () => {
    const problem = cancelReasonProblem(reason);
    setReasonError(problem);
    if (!problem) void run(() => cancelTender(tender.id, reason.trim()));
  };

  const openDialog = (which: 'publish' | 'cancel') => {
    setOutcome(null);
    setDialogError(undefined);
    setReasonError(undefined);
    setReason('');
    setDialog(which);
  };

  const editable = tender.status === 'draft' || tender.status === 'active';
  const publicPage = tender.status !== 'draft';

  return (
    <AdminPage
      title={tender.tender_uid}
      lead={tender.project_name}
      actions={
        <>
          {editable ? (
            <ButtonLink to={adminTenderEditPath(tender.id)} variant="outline">
              <Pencil aria-hidden="true" />
              Edit
            </ButtonLink>
          ) : null}
          {tender.status === 'draft' ? (
            <Button colorPalette="green" onClick={() => openDialog('publish')}>
              <Send aria-hidden="true" />
              Publish
            </Button>
          ) : null}
          {tender.status === 'active' || tender.status === 'cancelled' ? (
            <ButtonLink to={adminRetenderPath(tender.id)} variant="outline">
              <RefreshCw aria-hidden="true" />
              Re-tender
            </ButtonLink>
          ) : null}
          {tender.status === 'active' ? (
            <Button colorPalette="red" variant="outline" onClick={() => openDialog('cancel')}>
              <Ban aria-hidden="true" />
              Cancel tender
            </Button>
          ) : null}
        </>
      }
    >
      <FlashNotice />
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
      <HStack gap="3" flexWrap="wrap">
        <Text>
          Status: <StatusBadge status={tender.status} />
        </Text>
        {tender.published_date ? (
          <Text color="gray.700">Published {formatIstDateTime(tender.published_date)}</Text>
        ) : null}
        {publicPage ? (
          <AppLink to={tenderPath(tender.id)} color="blue.700">
            View on the public site
          </AppLink>
        ) : (
          <Text color="gray.700">A draft is not shown on the public site.</Text>
        )}
      </HStack>
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
      {tender.status === 'cancelled' ? (
        <Notice status="warning" title="Cancelled">
          {tender.cancel_reason ?? 'No reason recorded.'}
          {tender.cancelled_at ? ` (${formatIstDateTime(tender.cancelled_at)})` : null}
        </Notice>
      ) : null}
      <TenderDetails tender={tender} />
      <Section title="Audit trail">
        <AuditTrail filter={{ entity: 'tender', id: String(tender.id) }} />
      </Section>

      <ConfirmDialog
        open={dialog === 'publish'}
        onOpenChange={(open) => setDialog(open ? 'publish' : null)}
        title="Publish this tender?"
        description="It becomes active and shows on the public site at once, with its documents."
        confirmLabel="Publish"
        tone="blue"
        busy={busy}
        error={dialogError}
        onConfirm={() => void run(() => publishTender(tender.id))}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title="Cancel this tender?"
        description="It leaves the active list and shows under cancelled tenders. This cannot be undone (it can be re-tendered)."
        confirmLabel="Cancel tender"
        busy={busy}
        error={dialogError}
        onConfirm={handleCancel}
      >
        <Field label="Reason for cancelling" required invalid={Boolean(reasonError)} errorText={reasonError}>
          <Textarea
            name="reason"
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(cancelReasonProblem(event.target.value));
            }}
          />
        </Field>
      </ConfirmDialog>
    </AdminPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="5">
      <Heading as="h2" id={headingId} size="lg" color="brand.navy" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

type Term = { term: string; value: ReactNode };

function Terms({ items }: { items: Term[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="3">
      {items.map((item) => (
        <Box key={item.term} minW="0">
          <chakra.dt fontSize="sm" color="gray.600">
            {item.term}
          </chakra.dt>
          <chakra.dd ms="0" fontWeight="medium" wordBreak="break-word" whiteSpace="pre-line">
            {item.value}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function TenderDetails({ tender }: { tender: AdminTenderDetail }) {
  const [problem, setProblem] = useState<string>();
  const handleDownload = async (documentId: number) => {
    setProblem(undefined);
    try {
      await openLink(async () => (await getTenderDocumentLink(tender.id, documentId)).data.url);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <Stack gap="6">
      <Section title="Basic Details">
        <Terms
          items={[
            { term: 'Tender reference number', value: tender.tender_reference_number },
            { term: 'Tender type', value: tender.tender_type_name },
            { term: 'Form of contract', value: tender.form_contract_name },
            { term: 'Tender category', value: tender.tender_category_name },
            { term: 'Work type', value: tender.material_work_type_name },
            { term: 'Organisation', value: tender.organization_name },
            { term: 'Location', value: `${tender.location}, ${tender.pin_code}` },
            { term: 'Qualifier range', value: formatQualifierRange(tender.remarks) },
            { term: 'Period of works', value: tender.period_of_works },
            { term: 'Bid validity', value: `${tender.bid_validity_days} days` },
            { term: 'Two-stage bidding allowed', value: yesNo(tender.allow_two_stage_bidding) },
            { term: 'General technical evaluation', value: yesNo(tender.general_technical_evaluation) },
            { term: 'Item-wise evaluation allowed', value: yesNo(tender.item_wise_evaluation_allowed) },
            { term: 'Pre-qualification', value: tender.pre_qualification },
          ]}
        />
      </Section>
      <Section title="Fees and EMD">
        <Terms
          items={[
            { term: 'Tender fee', value: formatInr(tender.tender_fee) },
            { term: 'Tender fee payable', value: yesNo(tender.is_paid) },
            { term: 'EMD amount', value: formatInr(tender.emd_amount) },
            { term: 'EMD fee type', value: tender.emd_fee_type_name },
            { term: 'EMD percentage', value: `${tender.emd_percentage} %` },
            { term: 'EMD exemption allowed', value: yesNo(tender.emd_exemption_allowed) },
            { term: 'Pre-bid meeting place', value: tender.pre_bid_meeting_place_name },
            { term: 'Bid opening place', value: tender.pre_bid_opening_place },
          ]}
        />
      </Section>
      <Section title="Critical Dates">
        <Terms
          items={TENDER_DATE_FIELDS.map((field) => ({
            term: DATE_LABELS[field],
            value: formatIstDateTime(tender[field]),
          }))}
        />
      </Section>
      <Section title="Work Item Details">
        <Stack gap="4">
          {tender.work_item_groups.map((group) => (
            <Box key={group.material_work_type_id}>
              <Heading as="h3" size="md" mb="2">
                {group.material_work_type_name}
              </Heading>
              <Stack as="ul" ps="5" gap="1" listStyleType="disc">
                {group.items.map((item) => (
                  <li key={item.id}>
                    {item.item_description}: {item.quantity} {item.unit}
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="Tenders Documents">
        {tender.tender_documents.length === 0 ? <Text color="gray.700">No documents.</Text> : null}
        <Stack as="ul" gap="2" listStyleType="none">
          {tender.tender_documents.map((document) => (
            <HStack as="li" key={document.id} gap="3" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => void handleDownload(document.id)}>
                <Download aria-hidden="true" />
                {document.document_name}
              </Button>
              <Text color="gray.700" fontSize="sm">
                {document.description}
              </Text>
            </HStack>
          ))}
        </Stack>
        {problem ? <Notice status="error" title={problem} /> : null}
      </Section>
      <Section title="Tender Inviting Authority">
        <Terms
          items={[
            { term: 'Name', value: tender.authorized_name },
            { term: 'Address', value: tender.authorized_address },
          ]}
        />
      </Section>
    </Stack>
  );
}
