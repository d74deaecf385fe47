import { PAISE_PER_RUPEE } from '@tender/shared/constants';
import { registrationChargesPaise } from '@tender/shared/format';

export { registrationChargesPaise };

/**
 * Rupees as a whole number of paise, or undefined when the value has a fraction of a paisa (or is
 * not a finite, non-negative number): 1180 -> 118000, 1179.99 -> 117999, 1.005 -> undefined.
 */
export function rupeesToPaise(rupees: number): number | undefined {
  if (!Number.isFinite(rupees) || rupees < 0) return undefined;
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  return Math.abs(rupees * PAISE_PER_RUPEE - paise) < 1e-6 ? paise : undefined;
}

/** What a registration costs, in paise (what Razorpay is asked for): 1000 rupees -> 118000. */
export function registrationAmountPaise(feeRupees: number): number {
  return registrationChargesPaise(feeRupees).total;
}
