import { proposeMyCorrigendum as contract } from '../../contracts/corrigenda';
import { proposeCorrigendum } from '../../domain/corrigenda/proposals';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, body, caller }) =>
  json(await proposeCorrigendum(params.id, body, caller, new Date()), 201),
);
