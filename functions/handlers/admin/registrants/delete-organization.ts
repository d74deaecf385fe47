import { deleteOrganization } from '../../../contracts/admin-registrants';
import { deleteRegistrant } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteOrganization, ({ params, caller }) =>
  deleteRegistrant(params.id, ['organization'], caller, new Date()),
);
