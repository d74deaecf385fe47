import { updateAdminTender } from '../../../contracts/tenders-admin';
import { saveAdminTender } from '../../../domain/corrigenda/admin-tender-save';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(updateAdminTender, ({ params, body, caller }) =>
  saveAdminTender(params.id, body, caller, new Date()),
);
