import { getBidRegister } from '../../contracts/bid-submission';
import { getRegister } from '../../domain/bids/publish-registers';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getBidRegister, ({ params }) => getRegister(params.id));
