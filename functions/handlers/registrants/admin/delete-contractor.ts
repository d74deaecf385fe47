import { deleteContractor } from '../../../contracts/registrants';
import { deleteRegistrant } from '../../../domain/registrants/delete-registrant';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(deleteContractor, ({ params, caller }) =>
  deleteRegistrant(params.id, ['contractor', 'builder'], caller, new Date()),
);
