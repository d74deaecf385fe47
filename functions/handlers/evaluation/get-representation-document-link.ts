import { getRepresentationDocumentLink as contract } from '../../contracts/evaluation';
import { representationDocument } from '../../domain/evaluation/representation-document';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, caller }) => {
  const document = await representationDocument(params.id, caller);
  return redirect(await presignDownload(document.key, document.fileName));
});
