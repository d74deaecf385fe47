// An organisation's tender form: the Admin's form and rules without the owner picker
// (the owner is always the caller), its choices from the public lookup lists. A new tender is saved
// as a draft; a draft (a returned one too) is edited at the version read; any other state is not the
// organisation's to change.
import { myTenderMessages } from '@tender/shared/admin-messages';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import type { MyTenderBody } from '@tender/shared/schemas/tenders-organization';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { flash } from '../../../../components/flash-notice';
import { Notice } from '../../../../components/ui/alert';
import { myTenderPath, paths } from '../../../../config/paths';
import { TenderEditor } from '../../admin/components/tender-form';
import {
  emptyTenderValues,
  tenderValuesOf,
  toTenderFields,
  type TenderFormValues,
} from '../../admin/tender-form-values';
import { createMyTender } from '../api/create-my-tender';
import { getMyTenderDocumentLink } from '../api/get-my-tender-document-link';
import { MY_TENDERS_PATH } from '../api/list-my-tenders';
import { updateMyTender } from '../api/update-my-tender';
import { isMyDraft, myTenderState } from '../my-tender-state';
import { usePublicTenderLookups, type KeptChoice } from '../use-public-tender-lookups';
import { MyTenderPage } from './my-tender-page';
import { ReturnedNotice } from './returned-notice';
import { WithMyTender } from './with-my-tender';

type TenderSaved = { message: string; data: AdminTenderDetail };

/** The form as the organisation's body: no owner, it is always the caller. */
function myTenderFields(values: TenderFormValues): MyTenderBody {
  return toTenderFields({ ...values, organization_id: '' });
}

/** After a save: the organisation's lists and the tender show it; its page says what was saved. */
function useAfterSave() {
  const revalidate = useRevalidate();
  const navigate = useNavigate();
  return async (answer: TenderSaved) => {
    await revalidate(MY_TENDERS_PATH);
    void navigate(myTenderPath(answer.data.id), { state: flash(answer.message) });
  };
}

const NOTHING_KEPT = { categories: [], workTypes: [] };

export function MyTenderCreatePage() {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => emptyTenderValues(), []);
  const lookups = usePublicTenderLookups(NOTHING_KEPT);
  const handleSubmit = async (values: TenderFormValues) => {
    await afterSave(await createMyTender(myTenderFields(values)));
  };
  return (
    <MyTenderPage
      title="New tender"
      lead="Saved as a draft that only you see. Send it for review when it is ready: the consultancy publishes it."
    >
      <TenderEditor
        initialValues={initialValues}
        submitLabel="Save draft"
        cancelTo={paths.myTenders}
        onSubmit={handleSubmit}
        lookups={lookups}
      />
    </MyTenderPage>
  );
}

export function MyTenderEditPage({ id }: { id: number }) {
  return <WithMyTender id={id}>{(tender) => <MyTenderEdit key={tender.version} tender={tender} />}</WithMyTender>;
}

/** The category and work types a stored tender has, by name (kept if they have left the public lists). */
export function keptChoicesOf(tender: AdminTenderDetail): { categories: KeptChoice[]; workTypes: KeptChoice[] } {
  return {
    categories: [{ value: String(tender.tender_category_id), label: tender.tender_category_name }],
    workTypes: [
      { value: String(tender.material_work_type_id), label: tender.material_work_type_name },
      ...tender.tender_material_works.map((item) => ({
        value: String(item.material_work_type_id),
        label: item.material_work_type_name,
      })),
    ],
  };
}

function MyTenderEdit({ tender }: { tender: AdminTenderDetail }) {
  const afterSave = useAfterSave();
  const initialValues = useMemo(() => tenderValuesOf(tender), [tender]);
  const kept = useMemo(() => keptChoicesOf(tender), [tender]);
  const lookups = usePublicTenderLookups(kept);
  const handleSubmit = async (values: TenderFormValues) => {
    await afterSave(await updateMyTender(tender.id, { ...myTenderFields(values), version: tender.version }));
  };
  return (
    <MyTenderPage title={`Edit ${tender.tender_uid}`} lead={tender.project_name}>
      {isMyDraft(tender) ? (
        <TenderEditor
          initialValues={initialValues}
          submitLabel="Save draft"
          cancelTo={myTenderPath(tender.id)}
          documentsOf={tender.id}
          documentLink={getMyTenderDocumentLink}
          onSubmit={handleSubmit}
          lookups={lookups}
          intro={myTenderState(tender) === 'returned' ? <ReturnedNotice remark={tender.return_remark ?? ''} /> : null}
        />
      ) : (
        <Notice status="warning" title={myTenderMessages.notEditable} />
      )}
    </MyTenderPage>
  );
}
