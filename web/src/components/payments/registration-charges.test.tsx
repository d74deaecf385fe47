// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { formatPayableTotal, PayToRegisterButton, RegistrationCharges } from './registration-charges';
import { chargesOf } from '../../lib/payments/use-registration-payment';

afterEach(cleanup);

describe('formatPayableTotal', () => {
  it('groups the Indian way, with paise only when there are some', () => {
    expect(formatPayableTotal(1180)).toBe('1,180');
    expect(formatPayableTotal(5900)).toBe('5,900');
    expect(formatPayableTotal(118000)).toBe('1,18,000');
    expect(formatPayableTotal(1179.5)).toBe('1,179.50');
    expect(formatPayableTotal(1179.99)).toBe('1,179.99');
  });
});

describe('RegistrationCharges', () => {
  it('shows the fee, GST 18% and the total in INR', () => {
    renderWithProviders(<RegistrationCharges charges={chargesOf(100000, 118000)} />);
    const values = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(values('Registration fee')).toBe('₹1,00,000.00');
    expect(values('GST 18%')).toBe('₹18,000.00');
    expect(values('Total')).toBe('₹1,18,000.00');
  });

  it('takes GST as the server total less the fee, to the paisa', () => {
    expect(chargesOf(999.99, 1179.99)).toEqual({ fee: 999.99, gst: 180, total: 1179.99 });
    expect(chargesOf(1000, 1180)).toEqual({ fee: 1000, gst: 180, total: 1180 });
  });
});

describe('PayToRegisterButton', () => {
  it('is labelled "Register and Pay {total} INR" and calls onClick', () => {
    const onClick = vi.fn();
    renderWithProviders(<PayToRegisterButton total={1180} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register and Pay 1,180 INR' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed again while the payment is under way', () => {
    const onClick = vi.fn();
    renderWithProviders(<PayToRegisterButton total={5900} onClick={onClick} isLoading />);
    const button = screen.getByRole('button', { name: /Register and Pay 5,900 INR/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
