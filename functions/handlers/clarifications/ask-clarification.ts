import { askClarification as contract } from '../../contracts/clarifications';
import { askClarification } from '../../domain/clarifications/ask-clarification';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, body, caller }) =>
  json(await askClarification(params.id, body, caller, new Date()), 201),
);
