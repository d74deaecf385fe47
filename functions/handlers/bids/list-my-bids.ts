import { listMyBids } from '../../contracts/bid-submission';
import { myBids } from '../../domain/bids/list-bids';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(listMyBids, ({ caller }) => myBids(caller, new Date()));
