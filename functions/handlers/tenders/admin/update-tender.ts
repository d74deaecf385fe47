import { updateAdminTender } from '../../../contracts/tenders-admin';
import { updateTender } from '../../../domain/tenders/manage-tender';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(updateAdminTender, ({ params, body, caller }) =>
  updateTender(params.id, body, caller, new Date()),
);
