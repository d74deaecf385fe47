import { publishAdminTender } from '../../../contracts/tenders-admin';
import { publishTender } from '../../../domain/tenders/tender-transitions';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(publishAdminTender, ({ params, caller }) =>
  publishTender(params.id, caller, new Date()),
);
