import { sendRepresentation as contract } from '../../contracts/evaluation';
import { sendRepresentation } from '../../domain/evaluation/send-representation';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, body, caller }) =>
  json(await sendRepresentation(params.id, body, caller, new Date()), 201),
);
