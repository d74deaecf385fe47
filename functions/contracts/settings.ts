import { PaymentInfoAnswer, PaymentNeededAnswer, SettingsBasicInfoAnswer } from '@tender/shared/schemas/settings';
import { defineRoute } from './route-contract';

export const getSettingsBasicInfo = defineRoute({
  method: 'GET',
  path: '/get_settings_basic_info',
  handler: 'settings/get-settings-basic-info',
  auth: 'public',
  tag: 'Settings',
  summary: 'Site slogan, url, logo and the registration fee',
  answers: { 200: SettingsBasicInfoAnswer },
  access: { table: 'read' },
  cache: { sharedSeconds: 60, staleSeconds: 300 },
});

export const getPaymentInfo = defineRoute({
  method: 'GET',
  path: '/get_payment_info',
  handler: 'payments/get-payment-info',
  auth: 'public',
  tag: 'Payments',
  summary: 'The Razorpay key id, account name and checkout script (never the key secret)',
  answers: { 200: PaymentInfoAnswer },
  // Only the key id of the Razorpay keys secret is read; the webhook secret is not granted.
  access: { secrets: ['razorpay'] },
  cache: { sharedSeconds: 60, staleSeconds: 300 },
});

export const checkPaymentDuringRegistration = defineRoute({
  method: 'GET',
  path: '/check_payment_during_contractor_registration',
  handler: 'payments/check-payment-during-registration',
  auth: 'public',
  tag: 'Payments',
  summary: 'Whether contractor registration asks for the fee now, and the amount',
  answers: { 200: PaymentNeededAnswer },
  access: { table: 'read' },
  cache: { sharedSeconds: 60, staleSeconds: 300 },
});

export const settingsRoutes = [getSettingsBasicInfo, getPaymentInfo, checkPaymentDuringRegistration] as const;
