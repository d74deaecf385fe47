import { deleteOrganization } from '../../../contracts/registrants';
import { deleteRegistrant } from '../../../domain/registrants/delete-registrant';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(deleteOrganization, ({ params, caller }) =>
  deleteRegistrant(params.id, ['organization'], caller, new Date()),
);
