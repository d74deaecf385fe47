import { unfollowTender as contract } from '../../contracts/follows';
import { unfollowTender } from '../../domain/follows/follow-tender';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => unfollowTender(params.id, caller));
