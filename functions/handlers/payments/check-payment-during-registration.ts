import { checkPaymentDuringRegistration } from '../../contracts/settings';
import { checkRegistrationPayment } from '../../domain/payments/registration-payment';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(checkPaymentDuringRegistration, () => checkRegistrationPayment());
