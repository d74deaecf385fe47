import { deleteOrganization } from '../../../contracts/registrants';
import { deleteRegistrant } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteOrganization, ({ params, caller }) =>
  deleteRegistrant(params.id, ['organization'], caller, new Date()),
);
