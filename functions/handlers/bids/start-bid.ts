import { startBid as contract } from '../../contracts/bid-submission';
import { startBid } from '../../domain/bids/start-bid';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ params, caller }) =>
  json(await startBid(params.id, caller, new Date()), 201),
);
