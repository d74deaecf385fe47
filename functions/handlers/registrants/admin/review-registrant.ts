import { reviewRegistrant as contract } from '../../../contracts/registrants';
import { reviewRegistrant } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  reviewRegistrant(params.id, body, caller, new Date()),
);
