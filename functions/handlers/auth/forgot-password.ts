import { forgotPassword as contract } from '../../contracts/accounts';
import { requestPasswordReset } from '../../domain/accounts/forgot-password';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ body, viewer }) =>
  requestPasswordReset(body.email, { viewer, now: new Date() }),
);
