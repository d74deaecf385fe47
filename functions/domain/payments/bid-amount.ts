import { bidChargesPaise, type BidChargeTerms } from '@tender/shared/bid-charges';

/**
 * What a contractor must have paid to bid on a tender, in paise: the tender fee when the tender
 * charges one (`is_paid`), plus the EMD unless it claims the exemption the tender allows. No GST
 * is added (unlike the registration fee): the EMD is a deposit, and the fee is charged as the
 * tender states it; see shared/bid-charges.ts.
 */
export function bidAmountDuePaise(tender: BidChargeTerms, choice: { emdExempt: boolean }): number {
  return bidChargesPaise(tender, choice).total;
}
