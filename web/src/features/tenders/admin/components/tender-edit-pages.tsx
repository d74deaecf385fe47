// The tender form's three uses: a new tender (saved as a draft), an edit of a draft or active
// tender at the version read, and a re-tender (the form prefilled from the old tender, saved as the
// new active tender; both linked by the server).
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../../../lib/api/api-error';
import { useNavigate } from 'react-router-dom';
import { flash } from '../../../../components/flash-notice';
import { Notice } from '../../../../components/ui/alert';
import { adminPaths, adminTenderPath } from '../../../../config/paths';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { AdminPage } from '../../../../components/admin/admin-page';
import { createTender } from '../api/create-tender';
import { adminTenderKey } from '../api/get-admin-tender';
import { retenderTender } from '../api/retender-tender';
import { ADMIN_TENDERS_PATH, tenderChangeKeys } from '../api/tender-change-keys';
import { updateTender } from '../api/update-tender';
import {
  emptyTenderValues,
  tenderValuesOf,
  toAdminTenderFields,
  type AdminTenderBody,
  type TenderFormValues,
} from '../tender-form-values';
import type { TenderSchemaOptions } from '../tender-form-schema';
import { AdminCorrigendumPreview } from './corrigendum-preview';
import { OpeningRolesSection } from './opening-roles-section';
import { OrganizationPicker } from './organization-picker';
import { TenderForm } from './tender-form';
import { WithAdminTender } from './with-admin-tender';
import { isRetenderable } from '@tender/shared/schemas/tender';

type TenderSaved = { message: string; data: AdminTenderDetail };

/** After a save: every admin list, the audit and the public reads show it next time they are read. */
function useAfterSave() {
  const revalidate = useRevalidate();
  const navigate = useNavigate();
  return async (answer: TenderSaved, ...extraKeys: string[]) => {
    await revalidate(...tenderChangeKeys(ADMIN_TENDERS_PATH), ...extraKeys);
    void navigate(adminTenderPath(answer.data.id), { state: flash(answer.message) });
  };
}

export function TenderCreatePage() {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => emptyTenderValues(), []);
  const handleSubmit = async (values: TenderFormValues) => {
    await afterSave(await createTender(toAdminTenderFields(values)));
  };
  return (
    <AdminPage title="New tender" lead="Saved as a draft: the public sees it once it is published.">
      <TenderForm
        initialValues={initialValues}
        submitLabel="Save draft"
        cancelTo={`${adminPaths.tenders}?status=draft`}
        onSubmit={handleSubmit}
        ownerField={<OrganizationPicker />}
        openingField={<OpeningRolesSection />}
      />
    </AdminPage>
  );
}

export function TenderEditPage({ id }: { id: number }) {
  return <WithAdminTender id={id}>{(tender) => <TenderEdit key={tender.version} tender={tender} />}</WithAdminTender>;
}

function TenderEdit({ tender }: { tender: AdminTenderDetail }) {
  const schemaOptions = useMemo(() => ({ publishedDate: tender.published_date }), [tender.published_date]);
  // A published tender's save is a corrigendum: its reason, and the server's word on it.
  const active = tender.status === 'active';
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const save = async (fields: AdminTenderBody) => {
    setReasonError(undefined);
    try {
      return await updateTender(tender.id, {
        ...fields,
        version: tender.version,
        ...(active ? { corrigendum_reason: reason } : {}),
      });
    } catch (error) {
      if (isApiError(error)) setReasonError(error.fieldErrors.corrigendum_reason?.[0]);
      throw error;
    }
  };
  return (
    <StoredTenderForm
      tender={tender}
      title={`Edit ${tender.tender_uid}`}
      allowed={tender.status === 'draft' || tender.status === 'in_review' || tender.status === 'active'}
      refusal={tenderStateMessages.notEditable}
      schemaOptions={schemaOptions}
      submitLabel="Save tender"
      save={save}
      intro={
        active ? (
          <Notice
            status="info"
            title="This tender is published: each save is a numbered corrigendum, shown on the tender page."
          />
        ) : null
      }
      footer={
        active ? (
          <AdminCorrigendumPreview
            tender={tender}
            reason={reason}
            onReasonChange={setReason}
            reasonError={reasonError}
          />
        ) : null
      }
    />
  );
}

export function RetenderPage({ id }: { id: number }) {
  return <WithAdminTender id={id}>{(tender) => <Retender key={tender.version} tender={tender} />}</WithAdminTender>;
}

function Retender({ tender }: { tender: AdminTenderDetail }) {
  // The new tender is published when it is saved: its document download may not start earlier.
  const schemaOptions = useMemo(() => ({ publishedDate: formatIst(new Date()) }), []);
  return (
    <StoredTenderForm
      tender={tender}
      title={`Re-tender ${tender.tender_uid}`}
      allowed={isRetenderable(tender.status)}
      refusal={tenderStateMessages.notRetenderable}
      schemaOptions={schemaOptions}
      submitLabel="Save as the new tender"
      save={(fields) => retenderTender(tender.id, { changes: fields })}
      intro={
        <Notice
          status="info"
          title="Saving creates a new active tender from this form, published now; this tender moves to the re-tendered list. Both link to each other."
        >
          Check the dates: the new tender&apos;s document download cannot start before today.
        </Notice>
      }
    />
  );
}

type StoredTenderFormProps = {
  tender: AdminTenderDetail;
  title: string;
  /** Whether the tender's state allows this change; else `refusal` says why not. */
  allowed: boolean;
  refusal: string;
  schemaOptions: TenderSchemaOptions;
  submitLabel: string;
  save: (fields: AdminTenderBody) => Promise<TenderSaved>;
  intro: ReactNode;
  footer?: ReactNode;
};

/** The form prefilled from a stored tender (edit, re-tender), or why its state does not allow it. */
function StoredTenderForm({ tender, title, allowed, refusal, save, ...form }: StoredTenderFormProps) {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => tenderValuesOf(tender), [tender]);
  const handleSubmit = async (values: TenderFormValues) => {
    await afterSave(await save(toAdminTenderFields(values)), adminTenderKey(tender.id));
  };
  return (
    <AdminPage title={title} lead={tender.project_name}>
      {allowed ? (
        <TenderForm
          {...form}
          initialValues={initialValues}
          cancelTo={adminTenderPath(tender.id)}
          documentsOf={tender.id}
          onSubmit={handleSubmit}
          ownerField={<OrganizationPicker />}
          openingField={<OpeningRolesSection />}
        />
      ) : (
        <Notice status="warning" title={refusal} />
      )}
    </AdminPage>
  );
}
