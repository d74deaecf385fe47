import { getProfile as contract } from '../../contracts/profile';
import { getOwnProfile } from '../../domain/profile/get-profile';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => getOwnProfile(caller));
