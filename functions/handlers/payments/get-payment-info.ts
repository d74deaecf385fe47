import { getPaymentInfo } from '../../contracts/settings';
import { paymentInfo } from '../../domain/payments/registration-payment';
import { config } from '../../platform/config';
import { httpHandler } from '../public-pipeline';
import { getSecrets } from '../../platform/secrets';

export const handler = httpHandler(getPaymentInfo, async () => {
  const { razorpayKeyId } = await getSecrets();
  return paymentInfo(razorpayKeyId, config.PAYMENT_ACCOUNT_NAME, config.RAZORPAY_CHECKOUT_URL);
});
