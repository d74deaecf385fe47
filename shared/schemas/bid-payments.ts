import { bidMessages } from '../bid-messages';
import { GenerateOrderAnswer, VerifyPaymentBody } from './payments';
import * as z from './mini';

// The tender fee and EMD of a bid, paid through the same Razorpay checkout as the registration fee,
// with an order bound to one tender and one contractor.

/** POST /tenders/{id}/bids/payment_order: the exemption choice decides the amount; the server computes it. */
export const BidPaymentOrderBody = z.strictObject({
  emd_exempt: z
    .boolean({ error: bidMessages.emdExempt })
    .check(
      z.describe('true to claim the EMD exemption (only where the tender allows one): the order is then the fee alone'),
    ),
});
export type BidPaymentOrderBody = z.infer<typeof BidPaymentOrderBody>;

/** The same answer as POST /payments/generate_order_id: the order to open checkout with (amount in paise). */
export const BidPaymentOrderAnswer = GenerateOrderAnswer;
export type BidPaymentOrderAnswer = z.infer<typeof BidPaymentOrderAnswer>;

/** What checkout hands its handler, exactly as for the registration fee. */
export const BidVerifyPaymentBody = VerifyPaymentBody;
export type BidVerifyPaymentBody = z.infer<typeof BidVerifyPaymentBody>;

const paise = (description: string) => z.number().check(z.int(), z.nonnegative(), z.describe(description));

export const BidVerifyPaymentAnswer = z.object({
  data: z.object({
    order_id: z.string(),
    payment_id: z.string(),
    due_paise: paise('What this tender asks of the caller for the exemption choice the order was made with'),
    paid_paise: paise("What the caller's paid orders for this tender add up to"),
    settled: z.boolean().check(z.describe('Whether the fee and EMD need nothing more: the bid can be submitted')),
  }),
});
export type BidVerifyPaymentAnswer = z.infer<typeof BidVerifyPaymentAnswer>;
