import { listAdminContacts as contract } from '../../../contracts/contacts-admin';
import { listAdminContacts } from '../../../domain/contacts/manage-contacts';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query }) => listAdminContacts(query));
