// /my-tenders/:id/corrigendum: the organisation changes its published tender's form
// and sends it, with the reason, for the consultancy's approval; the preview shows the corrigendum
// the approval would publish. Nothing changes on the tender until the Admin approves it.
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { flash } from '../../../../components/flash-notice';
import { Notice } from '../../../../components/ui/alert';
import { myTenderPath } from '../../../../config/paths';
import { isApiError } from '../../../../lib/api/api-error';
import { CorrigendumPreview } from '../../admin/components/corrigendum-preview';
import { TenderEditor } from '../../admin/components/tender-form';
import { tenderValuesOf, toTenderFields, type TenderFormValues } from '../../admin/tender-form-values';
import { getMyTenderDocumentLink } from '../api/get-my-tender-document-link';
import { myProposalsKey } from '../api/get-my-proposals';
import { proposeCorrigendum } from '../api/propose-corrigendum';
import { usePublicTenderLookups } from '../use-public-tender-lookups';
import { keptChoicesOf } from './my-tender-edit-pages';
import { MyTenderPage } from './my-tender-page';
import { WithMyTender } from './with-my-tender';

export function MyTenderCorrigendumPage({ id }: { id: number }) {
  return <WithMyTender id={id}>{(tender) => <ProposeCorrigendum key={tender.version} tender={tender} />}</WithMyTender>;
}

function ProposeCorrigendum({ tender }: { tender: AdminTenderDetail }) {
  const revalidate = useRevalidate();
  const navigate = useNavigate();
  const initialValues = useMemo(() => tenderValuesOf(tender), [tender]);
  const kept = useMemo(() => keptChoicesOf(tender), [tender]);
  const lookups = usePublicTenderLookups(kept);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const handleSubmit = async (values: TenderFormValues) => {
    setReasonError(undefined);
    try {
      const answer = await proposeCorrigendum(tender.id, {
        ...toTenderFields({ ...values, organization_id: '' }),
        version: tender.version,
        corrigendum_reason: reason,
      });
      await revalidate(myProposalsKey(tender.id));
      void navigate(myTenderPath(tender.id), { state: flash(answer.message) });
    } catch (error) {
      if (isApiError(error)) setReasonError(error.fieldErrors.corrigendum_reason?.[0]);
      throw error;
    }
  };

  return (
    <MyTenderPage title={`Propose a corrigendum of ${tender.tender_uid}`} lead={tender.project_name}>
      {tender.status === 'active' ? (
        <TenderEditor
          initialValues={initialValues}
          submitLabel="Send for approval"
          cancelTo={myTenderPath(tender.id)}
          documentsOf={tender.id}
          documentLink={getMyTenderDocumentLink}
          onSubmit={handleSubmit}
          lookups={lookups}
          intro={
            <Notice
              status="info"
              title="Change what the corrigendum corrects and give the reason: the consultancy publishes it once it approves."
            />
          }
          footer={
            <CorrigendumPreview
              tender={tender}
              lookups={lookups}
              reason={reason}
              onReasonChange={setReason}
              reasonError={reasonError}
            />
          }
        />
      ) : (
        <Notice status="warning" title={m.notActive} />
      )}
    </MyTenderPage>
  );
}
