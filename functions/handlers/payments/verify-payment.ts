import { verifyPayment } from '../../contracts/payments';
import { verifyPayment as verify } from '../../domain/payments/verify-payment';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(verifyPayment, ({ body }) => verify(body, new Date()));
