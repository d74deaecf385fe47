import { getMyTenderDocumentLink } from '../../../contracts/my-tenders';
import { myTenderDocumentLink } from '../../../domain/tenders/my-tenders';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(getMyTenderDocumentLink, ({ params, caller }) =>
  myTenderDocumentLink(params.id, params.documentId, caller),
);
