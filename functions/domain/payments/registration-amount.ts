import { GST_RATE, PAISE_PER_RUPEE } from '@tender/shared/constants';

/** GST as a whole percentage (18), so the arithmetic below stays in integers. */
const GST_PERCENT = Math.round(GST_RATE * 100);

/**
 * Rupees as a whole number of paise, or undefined when the value has a fraction of a paisa (or is
 * not a finite, non-negative number): 1180 -> 118000, 1179.99 -> 117999, 1.005 -> undefined.
 */
export function rupeesToPaise(rupees: number): number | undefined {
  if (!Number.isFinite(rupees) || rupees < 0) return undefined;
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  return Math.abs(rupees * PAISE_PER_RUPEE - paise) < 1e-6 ? paise : undefined;
}

/** The registration charges in paise: the fee, 18 % GST rounded half up to the paisa, and their total. */
export function registrationChargesPaise(feeRupees: number): { fee: number; gst: number; total: number } {
  const fee = Math.max(0, Math.round(feeRupees * PAISE_PER_RUPEE));
  // fee * 18 is a whole number; dividing by 100 leaves at most two decimals, so .5 is exact.
  const gst = Math.round((fee * GST_PERCENT) / 100);
  return { fee, gst, total: fee + gst };
}

/** What a registration costs, in paise (what Razorpay is asked for): 1000 rupees -> 118000. */
export function registrationAmountPaise(feeRupees: number): number {
  return registrationChargesPaise(feeRupees).total;
}
