import { updateAdminContact } from '../../../contracts/admin-contacts';
import { updateContact } from '../../../domain/admin/contacts';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(updateAdminContact, ({ params, body, caller }) =>
  updateContact(params.id, body, caller, new Date()),
);
