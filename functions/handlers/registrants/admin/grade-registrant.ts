import { gradeRegistrant as contract } from '../../../contracts/registrants';
import { gradeRegistrant } from '../../../domain/registrants/grade-registrant';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  gradeRegistrant(params.id, body, caller, new Date()),
);
