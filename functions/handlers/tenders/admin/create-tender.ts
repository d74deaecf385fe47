import { createAdminTender } from '../../../contracts/tenders-admin';
import { createTender } from '../../../domain/tenders/manage-tender';
import { json } from '../../../platform/http/answers';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(createAdminTender, async ({ body, caller }) =>
  json(await createTender(body, caller, new Date()), 201),
);
