import { listAdminContacts as contract } from '../../../contracts/admin-contacts';
import { listAdminContacts } from '../../../domain/admin/contacts';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listAdminContacts(query));
