import type { BidChargeTerms } from '@tender/shared/bid-charges';
import { listBidOrders } from '../../data/payments-repository';
import { bidAmountDuePaise } from './bid-amount';

/** The tender fields a bid's payment depends on. */
export type BidPaymentTender = BidChargeTerms & { id: number };

export type BidPaymentState = {
  /** What the tender asks of this contractor for this exemption choice. */
  duePaise: number;
  /** What this contractor's paid orders for this tender add up to. */
  paidPaise: number;
  /** The latest paid order, or null. */
  orderId: string | null;
  /** Nothing is due, or what was paid covers it: the bid may be submitted. */
  settled: boolean;
};

/**
 * Whether a contractor's tender fee and EMD for a tender are paid, for the exemption choice its bid
 * makes. Paid orders add up: a contractor who paid the fee alone (claiming the exemption) and then
 * drops the claim pays the EMD as a second order, and one who paid both and then claims the
 * exemption is settled already. Payments are never spent by a submission: they stay valid for every
 * revision of the bid (and a withdrawal followed by a new bid).
 */
export async function bidPaymentState(
  tender: BidPaymentTender,
  contractorId: number,
  emdExempt: boolean,
): Promise<BidPaymentState> {
  const duePaise = bidAmountDuePaise(tender, { emdExempt });
  const orders = await listBidOrders(tender.id, contractorId);
  const paid = orders.filter((order) => order.status === 'paid');
  const paidPaise = paid.reduce((sum, order) => sum + order.amount, 0);
  return {
    duePaise,
    paidPaise,
    orderId: paid.at(-1)?.order_id ?? null,
    settled: paidPaise >= duePaise,
  };
}
