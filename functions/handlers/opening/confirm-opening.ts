import { confirmOpening as contract } from '../../contracts/opening';
import { confirmOpening } from '../../domain/opening/confirm-opening';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller }) =>
  confirmOpening(params.id, body, caller, new Date()),
);
