import { getAdminTenderDocumentLink } from '../../../contracts/tenders-admin';
import { adminTenderDocumentLink } from '../../../domain/tenders/manage-tender';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(getAdminTenderDocumentLink, ({ params }) =>
  adminTenderDocumentLink(params.id, params.documentId),
);
