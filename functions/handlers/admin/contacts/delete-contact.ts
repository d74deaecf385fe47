import { deleteAdminContact } from '../../../contracts/admin-contacts';
import { deleteContact } from '../../../domain/admin/contacts';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteAdminContact, ({ params, caller }) =>
  deleteContact(params.id, caller, new Date()),
);
