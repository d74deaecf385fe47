import { paymentWebhook } from '../../contracts/payments';
import { handleWebhook } from '../../domain/payments/webhook';
import { httpHandler } from '../public-pipeline';

// The signature covers the raw body, so it is read from the event (base64 when API Gateway says
// so), not from the parsed body the pipeline validated. Header names are lower-case (the pipeline
// normalises them).
export const handler = httpHandler(paymentWebhook, ({ event }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '', 'utf8');
  return handleWebhook(raw, event.headers['x-razorpay-signature'], event.headers['x-razorpay-event-id'], new Date());
});
