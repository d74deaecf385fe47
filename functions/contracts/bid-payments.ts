import {
  BidPaymentOrderAnswer,
  BidPaymentOrderBody,
  BidVerifyPaymentAnswer,
  BidVerifyPaymentBody,
} from '@tender/shared/schemas/bid-payments';
import { IdParam } from '@tender/shared/schemas/common';
import { GENERATE_ORDER_ADDRESS_LIMIT } from './payments';
import { defineRoute } from './route-contract';

// A bid's tender fee and EMD: Razorpay orders bound to one tender and one contractor,
// verified as the registration fee's are; the webhook (POST /payments/webhook) marks them paid too.

const tag = 'Bids';

export const createBidPaymentOrder = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/bids/payment_order',
  businessRules: [
    { field: 'emd_exempt', rule: 'true only where the tender allows an EMD exemption' },
    {
      field: 'id',
      rule: "an active tender within its bid submission window by the server's clock (else 409); something left to pay (else 409)",
    },
  ],
  handler: 'bid-payments/create-bid-payment-order',
  auth: 'verified',
  tag,
  summary:
    "Creates the Razorpay order for the caller's tender fee and EMD on a tender (Contractor; amount from the tender, less what the caller already paid, in paise)",
  params: IdParam,
  body: BidPaymentOrderBody,
  answers: { 201: BidPaymentOrderAnswer },
  errors: [403, 404, 409],
  addressLimit: GENERATE_ORDER_ADDRESS_LIMIT,
  // Reads the tender and the caller's orders, stores the order; the Razorpay keys create it at Razorpay.
  access: { table: 'write', writes: ['ORDER'], secrets: ['razorpay'] },
});

export const verifyBidPayment = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/bids/verify_payment',
  businessRules: [
    {
      field: 'razorpay_order_id',
      rule: 'an order POST /tenders/{id}/bids/payment_order made for this tender and caller',
    },
    { field: 'razorpay_signature', rule: "Razorpay's HMAC-SHA256 of the order and payment ids" },
  ],
  handler: 'bid-payments/verify-bid-payment',
  auth: 'verified',
  tag,
  summary:
    "Checks checkout's payment signature for a bid's order (the caller's, of this tender), marks it paid (once) and says whether the fee and EMD are settled",
  params: IdParam,
  body: BidVerifyPaymentBody,
  answers: { 200: BidVerifyPaymentAnswer },
  errors: [403, 404, 409],
  // The key secret checks the signature; the order is read and marked paid.
  access: { table: 'write', writes: ['ORDER'], secrets: ['razorpay'] },
});

export const bidPaymentRoutes = [createBidPaymentOrder, verifyBidPayment] as const;
