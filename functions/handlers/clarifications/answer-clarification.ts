import { answerClarification as contract } from '../../contracts/clarifications';
import { answerClarification } from '../../domain/clarifications/answer-clarification';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  answerClarification(params.id, params.clarificationId, body, caller, new Date()),
);
