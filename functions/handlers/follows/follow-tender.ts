import { followTender as contract } from '../../contracts/follows';
import { followTender } from '../../domain/follows/follow-tender';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => followTender(params.id, caller, new Date()));
