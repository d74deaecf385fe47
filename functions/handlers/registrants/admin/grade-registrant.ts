import { gradeRegistrant as contract } from '../../../contracts/registrants';
import { gradeRegistrant } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  gradeRegistrant(params.id, body, caller, new Date()),
);
