import { deleteContractor } from '../../../contracts/registrants';
import { deleteRegistrant } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteContractor, ({ params, caller }) =>
  deleteRegistrant(params.id, ['contractor', 'builder'], caller, new Date()),
);
