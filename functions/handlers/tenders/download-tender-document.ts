import { downloadTenderDocument } from '../../contracts/tenders';
import { findTenderDocument } from '../../domain/tenders/tender-document-download';
import { httpHandler } from '../public-pipeline';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';

export const handler = httpHandler(downloadTenderDocument, async ({ params }) => {
  const document = await findTenderDocument(params.id, params.documentId);
  return redirect(await presignDownload(document.key, document.fileName));
});
