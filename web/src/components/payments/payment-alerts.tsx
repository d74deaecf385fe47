import { paymentMessages } from '@tender/shared/payment-messages';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../ui/alert';
import { isApiError } from '../../lib/api/api-error';
import { CheckoutUnavailableError } from '../../lib/payments/load-checkout';
import { PaymentDismissedError, PaymentFailedError } from '../../lib/payments/pay-registration-fee';

export type PaymentAlert = { status: 'success' | 'error'; message: string };

export const paymentSuccessAlert: PaymentAlert = { status: 'success', message: paymentMessages.success };

const FALLBACK = 'The payment could not be completed. Please try again.';

/**
 * What to tell the user when payRegistrationFee rejects: 'Payment failed: {description}' for a
 * failed payment, the server's message for a refused API call, the cancel message when the window
 * was closed (the caller then goes home, SPEC §2).
 */
export function paymentErrorAlert(error: unknown): PaymentAlert {
  if (error instanceof PaymentDismissedError) return { status: 'error', message: paymentMessages.cancelled };
  if (error instanceof PaymentFailedError || error instanceof CheckoutUnavailableError) {
    return { status: 'error', message: error.message };
  }
  if (isApiError(error)) return { status: 'error', message: error.message };
  return { status: 'error', message: FALLBACK };
}

export type PaymentAlertNoticeProps = { alert: PaymentAlert | undefined };

/** The alert in the payment step: success (role=status) or the failure with its details (role=alert). */
export function PaymentAlertNotice({ alert }: PaymentAlertNoticeProps) {
  return alert ? <Notice status={alert.status} title={alert.message} /> : null;
}

export type PaymentAlerts = {
  alert: PaymentAlert | undefined;
  /** After payRegistrationFee resolved: 'Payment was successful. Now, you can finish your registration.' */
  onPaid: () => void;
  /**
   * After payRegistrationFee rejected. A closed window: the browser's alert says the payment was
   * cancelled, then the user goes home ('/'), as SPEC §2 says. Anything else is shown in the step.
   */
  onPaymentError: (error: unknown) => void;
  clear: () => void;
};

/** The payment step's alert state; `notify` is the blocking alert (window.alert, replaceable in tests). */
export function usePaymentAlerts(
  notify: (message: string) => void = (message) => window.alert(message),
): PaymentAlerts {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<PaymentAlert | undefined>(undefined);
  const onPaid = useCallback(() => setAlert(paymentSuccessAlert), []);
  const clear = useCallback(() => setAlert(undefined), []);
  const onPaymentError = useCallback(
    (error: unknown) => {
      if (error instanceof PaymentDismissedError) {
        setAlert(undefined);
        notify(paymentMessages.cancelled);
        void navigate('/');
        return;
      }
      setAlert(paymentErrorAlert(error));
    },
    [navigate, notify],
  );
  return { alert, onPaid, onPaymentError, clear };
}
