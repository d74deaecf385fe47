import { getProfile as contract } from '../../contracts/profile';
import { getOwnProfile } from '../../domain/profile/get-profile';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ caller }) => getOwnProfile(caller));
