import { updateAdminContact } from '../../../contracts/contacts-admin';
import { updateContact } from '../../../domain/contacts/manage-contacts';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(updateAdminContact, ({ params, body, caller }) =>
  updateContact(params.id, body, caller, new Date()),
);
