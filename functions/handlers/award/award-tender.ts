import { awardTender as contract } from '../../contracts/award';
import { awardTender } from '../../domain/award/award-tender';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  awardTender(params.id, body, caller, new Date()),
);
