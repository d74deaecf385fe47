import { getAdminContact as contract } from '../../../contracts/admin-contacts';
import { getAdminContact } from '../../../domain/admin/contacts';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params }) => getAdminContact(params.id));
