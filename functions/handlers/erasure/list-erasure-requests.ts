import { listErasureRequests as contract } from '../../contracts/erasure';
import { listErasures } from '../../domain/erasure/list-erasure-requests';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ query }) => listErasures(query));
