import { createBidPaymentOrder as contract } from '../../contracts/bid-payments';
import { createBidPaymentOrder } from '../../domain/payments/bid-payment-order';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, params, body, viewer }) =>
  json(await createBidPaymentOrder({ caller, tenderId: params.id, body, viewer, now: new Date() }), 201),
);
