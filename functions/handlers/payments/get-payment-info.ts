import { getPaymentInfo } from '../../contracts/settings';
import { paymentInfo } from '../../domain/payments/registration-payment';
import { config } from '../../platform/config';
import { httpHandler } from '../../platform/http/pipeline';

export const handler = httpHandler(getPaymentInfo, () =>
  paymentInfo(config.RAZORPAY_KEY_ID, config.PAYMENT_ACCOUNT_NAME, config.RAZORPAY_CHECKOUT_URL),
);
