import { evaluateBid as contract } from '../../contracts/evaluation';
import { evaluateBid } from '../../domain/evaluation/evaluate-bid';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  evaluateBid(params.id, body, caller, new Date()),
);
