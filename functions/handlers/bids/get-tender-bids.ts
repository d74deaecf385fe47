import { getTenderBids } from '../../contracts/bid-submission';
import { tenderBidCount } from '../../domain/bids/list-bids';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(getTenderBids, ({ params, caller }) => tenderBidCount(params.id, caller));
