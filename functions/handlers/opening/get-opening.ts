import { getOpening as contract } from '../../contracts/opening';
import { getOpening } from '../../domain/opening/get-opening';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => getOpening(params.id, caller, new Date()));
