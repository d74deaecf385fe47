import { generateOrderId } from '../../contracts/payments';
import { createRegistrationOrder } from '../../domain/payments/create-order';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(generateOrderId, async ({ body, viewer }) =>
  json(await createRegistrationOrder({ viewer, now: new Date(), amount: body.amount }), 201),
);
