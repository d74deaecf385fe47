import { answerRepresentation as contract } from '../../contracts/evaluation';
import { answerRepresentation } from '../../domain/evaluation/answer-representation';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  answerRepresentation(params.id, body, caller, new Date()),
);
