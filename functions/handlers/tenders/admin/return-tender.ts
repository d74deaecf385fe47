import { returnAdminTender } from '../../../contracts/tenders-admin';
import { returnTender } from '../../../domain/tenders/tender-review';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(returnAdminTender, ({ params, body, caller }) =>
  returnTender(params.id, body, caller, new Date()),
);
