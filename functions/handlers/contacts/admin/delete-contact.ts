import { deleteAdminContact } from '../../../contracts/contacts-admin';
import { deleteContact } from '../../../domain/contacts/manage-contacts';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(deleteAdminContact, ({ params, caller }) =>
  deleteContact(params.id, caller, new Date()),
);
