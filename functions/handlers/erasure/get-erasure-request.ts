import { getErasureRequest as contract } from '../../contracts/erasure';
import { erasureState } from '../../domain/erasure/ask-erasure';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => erasureState(caller));
