import type { PaymentNeededAnswer } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { ApiError } from '../api/api-error';
import { CHECK_PAYMENT_KEY, fetchPaymentNeeded } from './api/check-payment';
import {
  fetchSettingsBasicInfo,
  SETTINGS_BASIC_INFO_KEY,
  type SettingsBasicInfoAnswer,
} from '../settings/get-settings-basic-info';

/** In rupees: the registration fee, 18 % GST on it and the total payable. */
export type RegistrationCharges = { fee: number; gst: number; total: number };

export type RegistrationPayment = {
  paymentNeeded: boolean;
  charges: RegistrationCharges;
  isLoading: boolean;
  /** Either request's failure, if any (SWR retries transient ones). */
  error: ApiError | undefined;
};

const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * Charges as the page shows them. The total is the server's (the same integer-paise total the order
 * is made for), so the amount shown, the amount sent and the amount charged always agree; GST is
 * the total less the fee.
 */
export function chargesOf(fee: number, total: number): RegistrationCharges {
  return { fee, gst: (toPaise(total) - toPaise(fee)) / 100, total };
}

/** Whether contractor registration asks for the fee now, and the charges to show. */
export function useRegistrationPayment(): RegistrationPayment {
  const check = useSWR<PaymentNeededAnswer, ApiError>(CHECK_PAYMENT_KEY, fetchPaymentNeeded, {
    revalidateOnFocus: false,
  });
  const settings = useSWR<SettingsBasicInfoAnswer, ApiError>(SETTINGS_BASIC_INFO_KEY, fetchSettingsBasicInfo, {
    revalidateOnFocus: false,
  });
  const fee = settings.data?.data.basic_contractor_registration_fees ?? 0;
  const total = check.data?.data.amount ?? 0;
  return {
    paymentNeeded: check.data?.data.payment_needed ?? false,
    charges: chargesOf(fee, total),
    isLoading: check.isLoading || settings.isLoading,
    error: check.error ?? settings.error,
  };
}
