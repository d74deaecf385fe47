import { getMyTenderBid } from '../../contracts/bid-submission';
import { myTenderBid } from '../../domain/bids/start-bid';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(getMyTenderBid, ({ params, caller }) => myTenderBid(params.id, caller, new Date()));
