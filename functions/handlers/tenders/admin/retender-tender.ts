import { retenderAdminTender } from '../../../contracts/tenders-admin';
import { retenderTender } from '../../../domain/tenders/tender-transitions';
import { json } from '../../../platform/http/answers';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(retenderAdminTender, async ({ params, body, caller }) =>
  json(await retenderTender(params.id, body, caller, new Date()), 201),
);
