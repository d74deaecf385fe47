import { getBidDocumentLink as contract } from '../../contracts/opening';
import { openedBidDocument } from '../../domain/opening/opened-bid-document';
import { redirect } from '../../platform/http/answers';
import { presignDownload } from '../../platform/storage';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, caller }) => {
  const document = await openedBidDocument(params.id, params.index, caller);
  return redirect(await presignDownload(document.key, document.fileName));
});
