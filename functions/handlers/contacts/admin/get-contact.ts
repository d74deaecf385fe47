import { getAdminContact as contract } from '../../../contracts/contacts-admin';
import { getAdminContact } from '../../../domain/contacts/manage-contacts';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params }) => getAdminContact(params.id));
