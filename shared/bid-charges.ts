import { PAISE_PER_RUPEE } from './constants';

// What a contractor pays to bid on a tender, in whole paise, the same on the server (the order's
// amount) and in the browser (the figures the bid page shows).
//
// No GST is added here, unlike the registration fee: the EMD is a deposit returned after the award
// (not a supply, so no GST), and the tender fee is charged exactly as the tender states it (the
// buyer fixes it, GST included where it applies: the demo tenders' 1,180 is 1,000 plus 18 %).

/** The tender fields the charges depend on (rupees with at most two decimals, as the tender form takes them). */
export type BidChargeTerms = {
  is_paid: boolean;
  tender_fee: number;
  emd_amount: number;
  emd_exemption_allowed: boolean;
};

export type BidChargesPaise = { fee: number; emd: number; total: number };

const toPaise = (rupees: number) => Math.max(0, Math.round(rupees * PAISE_PER_RUPEE));

/**
 * The tender fee when the tender charges one (`is_paid`), plus the EMD unless the contractor claims
 * the exemption where the tender allows it. A claim the tender does not allow changes nothing here
 * (the routes refuse it with 400 before asking).
 */
export function bidChargesPaise(tender: BidChargeTerms, choice: { emdExempt: boolean }): BidChargesPaise {
  const fee = tender.is_paid ? toPaise(tender.tender_fee) : 0;
  const emd = choice.emdExempt && tender.emd_exemption_allowed ? 0 : toPaise(tender.emd_amount);
  return { fee, emd, total: fee + emd };
}
