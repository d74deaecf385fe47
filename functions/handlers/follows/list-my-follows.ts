import { listMyFollows as contract } from '../../contracts/follows';
import { myFollows } from '../../domain/follows/follow-tender';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => myFollows(caller));
