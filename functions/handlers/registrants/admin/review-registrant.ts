import { reviewRegistrant as contract } from '../../../contracts/registrants';
import { reviewRegistrant } from '../../../domain/registrants/review-registrant';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  reviewRegistrant(params.id, body, caller, new Date()),
);
