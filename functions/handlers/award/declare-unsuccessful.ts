import { declareUnsuccessful as contract } from '../../contracts/award';
import { declareUnsuccessful } from '../../domain/award/declare-unsuccessful';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  declareUnsuccessful(params.id, body, caller, new Date()),
);
