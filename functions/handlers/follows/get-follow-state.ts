import { getFollowState as contract } from '../../contracts/follows';
import { followState } from '../../domain/follows/follow-tender';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => followState(params.id, caller));
