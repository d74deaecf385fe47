import { cancelAdminTender } from '../../../contracts/tenders-admin';
import { cancelTender } from '../../../domain/tenders/tender-transitions';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(cancelAdminTender, ({ params, body, caller }) =>
  cancelTender(params.id, body, caller, new Date()),
);
