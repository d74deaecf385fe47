// @vitest-environment jsdom
import { paymentMessages } from '@tender/shared/payment-messages';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { renderWithProviders } from '../../testing/render';
import { PaymentDismissedError, PaymentFailedError } from '../../lib/payments/pay-registration-fee';
import { PaymentAlertNotice, paymentErrorAlert, paymentSuccessAlert, usePaymentAlerts } from './payment-alerts';

afterEach(cleanup);

describe('paymentErrorAlert', () => {
  it('says what went wrong, with the details of a failed payment', () => {
    expect(paymentErrorAlert(new PaymentFailedError({ description: 'Your card was declined' }))).toEqual({
      status: 'error',
      message: 'Payment failed: Your card was declined',
    });
    expect(paymentErrorAlert(new PaymentDismissedError()).message).toBe(
      'You have cancelled the payment process. Try again later.',
    );
    expect(paymentErrorAlert(new ApiError(409, 'No registration fee is due.')).message).toBe(
      'No registration fee is due.',
    );
  });
});

describe('PaymentAlertNotice', () => {
  it('shows the success message of SPEC §2', () => {
    renderWithProviders(<PaymentAlertNotice alert={paymentSuccessAlert} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Payment was successful. Now, you can finish your registration.',
    );
  });

  it('announces a failure', () => {
    renderWithProviders(
      <PaymentAlertNotice alert={paymentErrorAlert(new PaymentFailedError({ description: 'Bank down' }))} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Payment failed: Bank down');
  });
});

describe('usePaymentAlerts', () => {
  let path = '';
  function Where() {
    path = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/register/vendor']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {children}
    </MemoryRouter>
  );

  it('after a closed window, alerts that the payment was cancelled and goes home', () => {
    const notify = vi.fn();
    const { result } = renderHook(() => usePaymentAlerts(notify), { wrapper });
    expect(path).toBe('/register/vendor');
    act(() => result.current.onPaymentError(new PaymentDismissedError()));
    expect(notify).toHaveBeenCalledWith(paymentMessages.cancelled);
    expect(path).toBe('/');
    expect(result.current.alert).toBeUndefined();
  });

  it('keeps a failure or a success in the step', () => {
    const notify = vi.fn();
    const { result } = renderHook(() => usePaymentAlerts(notify), { wrapper });
    act(() => result.current.onPaymentError(new PaymentFailedError({ description: 'Declined' })));
    expect(result.current.alert).toEqual({ status: 'error', message: 'Payment failed: Declined' });
    act(() => result.current.onPaid());
    expect(result.current.alert).toEqual(paymentSuccessAlert);
    expect(notify).not.toHaveBeenCalled();
    expect(path).toBe('/register/vendor');
  });
});
