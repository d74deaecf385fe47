import { reviewRegistrant as contract } from '../../../contracts/admin-registrants';
import { reviewRegistrant } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  reviewRegistrant(params.id, body, caller, new Date()),
);
