import { carryOutErasure as contract } from '../../contracts/erasure';
import { carryOutErasure } from '../../domain/erasure/carry-out-erasure';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => carryOutErasure(params.id, caller, new Date()));
