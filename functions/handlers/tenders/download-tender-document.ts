import { IdParam } from '@tender/shared/schemas/common';
import { findTenderDocument } from '../../domain/tenders/tender-document-download';
import { httpHandler } from '../../platform/http/pipeline';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';

const Params = IdParam.extend({ documentId: IdParam.shape.id });

export const handler = httpHandler({ params: Params }, async ({ params }) => {
  const document = await findTenderDocument(params.id, params.documentId);
  return redirect(await presignDownload(document.key, document.fileName));
});
