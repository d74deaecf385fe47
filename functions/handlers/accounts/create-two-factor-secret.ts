import { createTwoFactorSecret as contract } from '../../contracts/accounts';
import { createTwoFactorSecret } from '../../domain/accounts/two-factor-setup';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller, viewer }) =>
  createTwoFactorSecret(params.id, caller, { viewer, now: new Date() }),
);
