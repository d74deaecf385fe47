import { verifyBidPayment as contract } from '../../contracts/bid-payments';
import { verifyBidPayment } from '../../domain/payments/bid-payment-verify';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller, params, body }) =>
  verifyBidPayment(caller, params.id, body, new Date()),
);
