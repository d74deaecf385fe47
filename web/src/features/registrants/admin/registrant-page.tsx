// /admin/registrants/:id: the whole profile read-only with the stored documents, approve or reject
// with a remark, the contractor grade, delete (with a question first), and the registrant's audit
// trail. SPEC.md §8's 'Failed to fetch/delete contractor|organization' for any answer but 200.
import type { RegistrantChanged, RegistrantDetail } from '@tender/shared/schemas/registrants';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminSection } from '../../../components/admin/admin-section';
import { AuditTrail } from '../../../components/admin/audit-trail';
import type { Outcome } from '../../../components/form/form-outcome';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { AUDIT_PATH } from '../../../config/paths';
import { useRegistrant } from './api/get-registrant';
import { REGISTRANT_LIST_PATHS } from './api/get-registrants';
import { DeleteRegistrantButton } from './registrant-delete';
import { RegistrantFetchFailed } from './registrant-fetch-failed';
import { RegistrantProfile, RegistrantState } from './registrant-profile';
import { GradeForm, ReviewForm } from './registrant-review';

export type RegistrantPageProps = { id: number };

export function RegistrantPage({ id }: RegistrantPageProps) {
  const { data, error, isLoading, isValidating, mutate } = useRegistrant(id);
  // The list it was opened from names SPEC's failure text before the registrant's kind is known.
  const [params] = useSearchParams();
  const openedFrom = params.get('list') === 'organizations' ? 'organizations' : 'contractors';
  if (error) {
    return (
      <AdminPage title="Registrant">
        <RegistrantFetchFailed list={openedFrom} error={error} retrying={isValidating} onRetry={() => void mutate()} />
      </AdminPage>
    );
  }
  if (isLoading || !data) return <LoadingState />;
  return <Registrant registrant={data.data} onChanged={(next) => void mutate({ data: next }, { revalidate: false })} />;
}

type RegistrantProps = { registrant: RegistrantDetail; onChanged: (registrant: RegistrantDetail) => void };

function Registrant({ registrant, onChanged }: RegistrantProps) {
  const revalidate = useRevalidate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const changed = async (answer: RegistrantChanged) => {
    onChanged(answer.data);
    await revalidate(...REGISTRANT_LIST_PATHS, AUDIT_PATH);
    setOutcome({ status: 'success', message: answer.message });
  };
  const failed = (message: string | null) => setOutcome(message === null ? null : { status: 'error', message });

  const { user } = registrant;
  const company = typeof registrant.basic.company_name === 'string' ? registrant.basic.company_name : '';

  return (
    <AdminPage
      title={user.name}
      lead={[company, user.role].filter(Boolean).join(' · ')}
      actions={<DeleteRegistrantButton registrant={registrant} />}
    >
      {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
      <RegistrantState registrant={registrant} />
      <AdminSection title="Review">
        <ReviewForm registrant={registrant} onChanged={changed} onFailed={failed} />
      </AdminSection>
      {registrant.kind === 'contractor' ? (
        <AdminSection title="Grade">
          <GradeForm registrant={registrant} onChanged={changed} onFailed={failed} />
        </AdminSection>
      ) : null}
      <AdminSection title="Profile">
        <RegistrantProfile registrant={registrant} />
      </AdminSection>
      <AdminSection title="Audit trail">
        <AuditTrail filter={{ entity: 'registrant', id: String(registrant.id) }} />
      </AdminSection>
    </AdminPage>
  );
}
