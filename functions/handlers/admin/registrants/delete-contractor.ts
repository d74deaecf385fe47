import { deleteContractor } from '../../../contracts/admin-registrants';
import { deleteRegistrant } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteContractor, ({ params, caller }) =>
  deleteRegistrant(params.id, ['contractor', 'builder'], caller, new Date()),
);
