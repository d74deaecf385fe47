import { submitBid as contract } from '../../contracts/bid-submission';
import { submitBid } from '../../domain/bids/submit-bid';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

// The server's clock when the request arrived is the submission's time, whatever the browser showed.
export const handler = httpHandler(contract, async ({ params, body, caller }) =>
  json(await submitBid(params.id, body, caller, new Date()), 201),
);
