import { getFollowerCount as contract } from '../../contracts/follows';
import { followerCount } from '../../domain/follows/follow-tender';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => followerCount(params.id));
