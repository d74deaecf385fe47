import { withdrawBid as contract } from '../../contracts/bid-submission';
import { withdrawBid } from '../../domain/bids/withdraw-bid';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => withdrawBid(params.id, caller, new Date()));
