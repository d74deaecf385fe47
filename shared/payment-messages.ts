// The registration fee payment: the exact strings of SPEC.md §2 and §8, and ours where SPEC gives
// none. A module of its own, so only the pages that take a payment carry them.

export const paymentMessages = {
  /** SPEC §8: final submit without a payment. */
  makePaymentFirst: 'Please make payment first.',
  /** SPEC §8: the checkout window was dismissed. */
  cancelled: 'You have cancelled the payment process. Try again later.',
  /** SPEC §2: shown once payment_id is set. */
  success: 'Payment was successful. Now, you can finish your registration.',
  /** SPEC §5: step 3's payment_id is required. */
  paymentRequired: 'Please make the payment before proceeding further.',
  noFeeDue: 'No registration fee is due.',
  feeBelowMinimum: 'The registration fee is below the smallest amount the payment provider accepts (₹1.00).',
  amountMismatch: 'The amount does not match the registration fee.',
  signatureInvalid: 'The payment signature is not valid.',
  orderUnknown: 'This payment order does not exist. Please start the payment again.',
  paidWithAnotherPayment: 'This order was already paid with another payment.',
  paymentMismatch: 'This payment does not belong to the payment order.',
  alreadyUsed: 'This payment has already been used for a registration.',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  webhookEventIdInvalid: 'The webhook event id is not valid.',
  /** The browser could not reach the checkout script (offline, blocked). */
  checkoutUnavailable: 'The payment window could not be opened. Please check your connection and try again.',
  /** A bid's tender fee and EMD. */
  bidNothingDue: 'Nothing to pay for this tender.',
  bidAlreadyPaid: 'The tender fee and EMD for this tender are already paid.',
  bidDueBelowMinimum: 'The amount due is below the smallest amount the payment provider accepts (₹1.00).',
  bidOrderOtherTender: 'This payment order is not for this tender.',
  bidOrderOtherContractor: 'This payment order was made by another contractor.',
  bidPaid: 'Payment was successful. The tender fee and EMD for this tender are paid.',
} as const;

/** 'Payment failed: {description}', the alert for a failed payment attempt (SPEC §2: with error details). */
export function paymentFailedMessage(description: string | undefined): string {
  const detail = description?.trim();
  return detail ? `Payment failed: ${detail}` : 'Payment failed.';
}
