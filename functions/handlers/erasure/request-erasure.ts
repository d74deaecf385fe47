import { requestErasure as contract } from '../../contracts/erasure';
import { requestErasure } from '../../domain/erasure/ask-erasure';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller, body }) => requestErasure(caller, body, new Date()));
