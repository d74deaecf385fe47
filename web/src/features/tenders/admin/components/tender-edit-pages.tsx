// The tender form's three uses: a new tender (saved as a draft), an edit of a draft or active
// tender at the version read, and a re-tender (the form prefilled from the old tender, saved as the
// new active tender; both linked by the server).
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { flash } from '../../../../components/flash-notice';
import { NotFoundView } from '../../../../components/not-found-view';
import { Notice } from '../../../../components/ui/alert';
import { LoadingState } from '../../../../components/ui/loading-state';
import { adminPaths, adminTenderPath } from '../../../../config/paths';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { AdminPage } from '../../../../components/admin/admin-page';
import {
  ADMIN_TENDERS_PATH,
  adminTenderKey,
  createTender,
  PUBLIC_TENDER_KEYS,
  retenderTender,
  updateTender,
  useAdminTender,
} from '../api';
import { emptyTenderValues, tenderValuesOf, toTenderFields, type TenderFormValues } from '../tender-form-values';
import { TenderForm } from './tender-form';

/** After a save: every admin list, the audit and the public reads show it next time they are read. */
function useAfterSave() {
  const revalidate = useRevalidate();
  const navigate = useNavigate();
  return async (answer: { message: string; data: AdminTenderDetail }, ...extraKeys: string[]) => {
    await revalidate(ADMIN_TENDERS_PATH, '/admin/audit', ...PUBLIC_TENDER_KEYS, ...extraKeys);
    void navigate(adminTenderPath(answer.data.id), { state: flash(answer.message) });
  };
}

export function TenderCreatePage() {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => emptyTenderValues(), []);
  const handleSubmit = async (values: TenderFormValues) => {
    await afterSave(await createTender(toTenderFields(values)));
  };
  return (
    <AdminPage title="New tender" lead="Saved as a draft: the public sees it once it is published.">
      <TenderForm
        initialValues={initialValues}
        submitLabel="Save draft"
        cancelTo={`${adminPaths.tenders}?status=draft`}
        onSubmit={handleSubmit}
      />
    </AdminPage>
  );
}

/** Loads the tender a form starts from. */
function WithTender({ id, children }: { id: number; children: (tender: AdminTenderDetail) => ReactNode }) {
  const { data, error, isLoading, isValidating, mutate } = useAdminTender(id);
  if (error?.isNotFound) return <NotFoundView />;
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (isLoading || !data) return <LoadingState />;
  return <>{children(data.data)}</>;
}

export function TenderEditPage({ id }: { id: number }) {
  return <WithTender id={id}>{(tender) => <TenderEdit key={tender.version} tender={tender} />}</WithTender>;
}

function TenderEdit({ tender }: { tender: AdminTenderDetail }) {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => tenderValuesOf(tender), [tender]);
  const schemaOptions = useMemo(() => ({ publishedDate: tender.published_date }), [tender.published_date]);
  const editable = tender.status === 'draft' || tender.status === 'active';
  const handleSubmit = async (values: TenderFormValues) => {
    const answer = await updateTender(tender.id, { ...toTenderFields(values), version: tender.version });
    await afterSave(answer, adminTenderKey(tender.id));
  };
  return (
    <AdminPage title={`Edit ${tender.tender_uid}`} lead={tender.project_name}>
      {editable ? (
        <TenderForm
          initialValues={initialValues}
          schemaOptions={schemaOptions}
          submitLabel="Save tender"
          cancelTo={adminTenderPath(tender.id)}
          documentsOf={tender.id}
          onSubmit={handleSubmit}
          intro={
            tender.status === 'active' ? (
              <Notice status="info" title="This tender is published: the public sees the changes at once." />
            ) : null
          }
        />
      ) : (
        <Notice status="warning" title={tenderStateMessages.notEditable} />
      )}
    </AdminPage>
  );
}

export function RetenderPage({ id }: { id: number }) {
  return <WithTender id={id}>{(tender) => <Retender key={tender.version} tender={tender} />}</WithTender>;
}

function Retender({ tender }: { tender: AdminTenderDetail }) {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => tenderValuesOf(tender), [tender]);
  // The new tender is published when it is saved: its document download may not start earlier.
  const schemaOptions = useMemo(() => ({ publishedDate: formatIst(new Date()) }), []);
  const allowed = tender.status === 'active' || tender.status === 'cancelled';
  const handleSubmit = async (values: TenderFormValues) => {
    const answer = await retenderTender(tender.id, { changes: toTenderFields(values) });
    await afterSave(answer, adminTenderKey(tender.id));
  };
  return (
    <AdminPage title={`Re-tender ${tender.tender_uid}`} lead={tender.project_name}>
      {allowed ? (
        <TenderForm
          initialValues={initialValues}
          schemaOptions={schemaOptions}
          submitLabel="Save as the new tender"
          cancelTo={adminTenderPath(tender.id)}
          documentsOf={tender.id}
          onSubmit={handleSubmit}
          intro={
            <Notice
              status="info"
              title="Saving creates a new active tender from this form, published now; this tender moves to the re-tendered list. Both link to each other."
            >
              Check the dates: the new tender&apos;s document download cannot start before today.
            </Notice>
          }
        />
      ) : (
        <Notice status="warning" title={tenderStateMessages.onlyActiveOrCancelledRetendered} />
      )}
    </AdminPage>
  );
}
