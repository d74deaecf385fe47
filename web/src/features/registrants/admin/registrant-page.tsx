// /admin/registrants/:id: the whole profile read-only with the stored documents, approve or reject
// with a remark, the contractor grade, delete (with a question first), and the registrant's audit
// trail. SPEC.md §8's 'Failed to fetch/delete contractor|organization' for any answer but 200.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { registrantMessages } from '@tender/shared/admin-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { RegistrantDetail } from '@tender/shared/schemas/registrants';
import { Check, Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { flash } from '../../../components/flash-notice';
import { Notice } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { Select } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { adminPaths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/api-error';
import { AuditTrail } from '../../audit/admin/audit-trail';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { StatusBadge } from '../../../components/admin/status-badge';
import {
  CONTRACTOR_GRADES,
  deleteRegistrant,
  failureText,
  gradeRegistrant,
  listOfKind,
  reviewRegistrant,
  useRegistrant,
} from './api';
import { labelOf } from './profile-values';
import { ProfileSection } from './profile-view';

export type RegistrantPageProps = { id: number };

type Outcome = { status: 'success' | 'error'; message: string } | null;

/** The client's own check of a review remark, with the server's messages. */
export function remarkProblem(remark: string): string | undefined {
  const trimmed = remark.trim();
  if (!trimmed) return registrantMessages.remark;
  if (trimmed.length > 1000) return registrantMessages.remarkTooLong;
  return undefined;
}

export function RegistrantPage({ id }: RegistrantPageProps) {
  const { data, error, isLoading, isValidating, mutate } = useRegistrant(id);
  // The list it was opened from names SPEC's failure text before the registrant's kind is known.
  const [params] = useSearchParams();
  const openedFrom = params.get('list') === 'organizations' ? 'organizations' : 'contractors';
  if (error) {
    return (
      <AdminPage title="Registrant">
        <Notice
          status="error"
          title={failureText(openedFrom, 'fetch')}
          action={
            <Button size="sm" variant="outline" colorPalette="red" loading={isValidating} onClick={() => void mutate()}>
              Retry
            </Button>
          }
        >
          {error.message}
        </Notice>
      </AdminPage>
    );
  }
  if (isLoading || !data) return <LoadingState />;
  return <Registrant registrant={data.data} onChanged={(next) => void mutate({ data: next }, { revalidate: false })} />;
}

function Registrant({
  registrant,
  onChanged,
}: {
  registrant: RegistrantDetail;
  onChanged: (registrant: RegistrantDetail) => void;
}) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const list = listOfKind(registrant.kind);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();
  const [grade, setGrade] = useState(registrant.grade ?? 'C');
  const [busy, setBusy] = useState<'approve' | 'reject' | 'grade' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const afterChange = async (answer: { message: string; data: RegistrantDetail }) => {
    onChanged(answer.data);
    await revalidate('/contractors', '/organizations', '/admin/audit');
    setOutcome({ status: 'success', message: answer.message });
  };

  const failed = (problem: unknown, field?: string) => {
    if (!isApiError(problem)) throw problem;
    const fieldMessage = field ? problem.fieldErrors[field]?.[0] : undefined;
    setOutcome({ status: 'error', message: fieldMessage ?? problem.message });
  };

  const handleReview = async (decision: 'approve' | 'reject') => {
    const problem = remarkProblem(remark);
    setRemarkError(problem);
    setOutcome(null);
    if (problem) return;
    setBusy(decision);
    try {
      await afterChange(await reviewRegistrant(registrant.id, decision, remark.trim()));
      setRemark('');
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.remark?.[0]) setRemarkError(error.fieldErrors.remark[0]);
      else failed(error);
    } finally {
      setBusy(null);
    }
  };

  const handleGrade = async () => {
    setOutcome(null);
    setBusy('grade');
    try {
      await afterChange(await gradeRegistrant(registrant.id, grade));
    } catch (error) {
      failed(error, 'grade');
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async () => {
    setBusy('delete');
    setDeleteError(undefined);
    try {
      const answer = await deleteRegistrant(list, registrant.id);
      await revalidate('/contractors', '/organizations', '/admin/audit', '/admin/payments');
      void navigate(`${adminPaths.registrants}?list=${list}`, { state: flash(answer.message) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setDeleteError(`${failureText(list, 'delete')}: ${error.message}`);
    } finally {
      setBusy(null);
    }
  };

  const { user } = registrant;
  const company = typeof registrant.basic.company_name === 'string' ? registrant.basic.company_name : '';

  return (
    <AdminPage
      title={user.name}
      lead={[company, user.role].filter(Boolean).join(' · ')}
      actions={
        <Button colorPalette="red" variant="outline" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
    >
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
      <HStack gap="4" flexWrap="wrap">
        <Text>
          Review: <StatusBadge status={registrant.status} />
        </Text>
        {registrant.grade ? <Text>Grade: {registrant.grade}</Text> : null}
        <Text>Email verified: {user.email_verified_at ? 'Yes' : 'No'}</Text>
        <Text>Fee paid: {registrant.payment ? 'Yes' : 'No'}</Text>
      </HStack>
      {registrant.remark ? (
        <Text color="gray.700">
          Last remark: {registrant.remark}
          {registrant.reviewed_by ? ` (${registrant.reviewed_by.name}` : ''}
          {registrant.reviewed_at
            ? `, ${formatIstDateTime(registrant.reviewed_at)})`
            : registrant.reviewed_by
              ? ')'
              : ''}
        </Text>
      ) : null}

      <Panel title="Review">
        <Stack gap="3">
          <Field label="Remark for the registrant" required invalid={Boolean(remarkError)} errorText={remarkError}>
            <Textarea
              name="remark"
              value={remark}
              rows={2}
              maxLength={1000}
              onChange={(event) => {
                setRemark(event.target.value);
                if (remarkError) setRemarkError(remarkProblem(event.target.value));
              }}
            />
          </Field>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="green" loading={busy === 'approve'} onClick={() => void handleReview('approve')}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              loading={busy === 'reject'}
              onClick={() => void handleReview('reject')}
            >
              <X aria-hidden="true" />
              Reject
            </Button>
          </HStack>
        </Stack>
      </Panel>

      {registrant.kind === 'contractor' ? (
        <Panel title="Grade">
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Box w="10rem">
              <Field label="Contractor grade">
                <Select
                  name="grade"
                  value={grade}
                  onChange={(event) => setGrade(event.target.value)}
                  options={CONTRACTOR_GRADES.map((value) => ({ value, label: value }))}
                />
              </Field>
            </Box>
            <Button variant="outline" colorPalette="blue" loading={busy === 'grade'} onClick={() => void handleGrade()}>
              Save grade
            </Button>
          </HStack>
        </Panel>
      ) : null}

      <Panel title="Profile">
        <Stack gap="5">
          <ProfileSection
            title="Account"
            record={{
              name: user.name,
              email: user.email,
              mobile: user.mobile,
              role: user.role,
              email_verified: user.email_verified_at ? formatIstDateTime(user.email_verified_at) : 'No',
              registered: formatIstDateTime(user.created_at),
              quick_registration: registrant.is_quick_register,
              payment_order: registrant.payment?.order_id ?? null,
              payment_id: registrant.payment?.payment_id ?? null,
            }}
          />
          <ProfileSection title="Basic details" record={registrant.basic} />
          <ProfileSection title="Bank details" record={registrant.bank_details} />
          <ProfileSection title="Documents" rows={registrant.documents} />
          {Object.entries(registrant.lists).map(([name, rows]) => (
            <ProfileSection key={name} title={labelOf(name)} rows={rows} />
          ))}
        </Stack>
      </Panel>

      <Panel title="Audit trail">
        <AuditTrail filter={{ entity: 'registrant', id: String(registrant.id) }} />
      </Panel>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${user.name}?`}
        description="The account, its logins and its whole profile are deleted. Payment records stay. This cannot be undone."
        confirmLabel="Delete"
        busy={busy === 'delete'}
        error={deleteError}
        onConfirm={() => void handleDelete()}
      />
    </AdminPage>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
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
