import { verifyEmail as contract } from '../../contracts/accounts';
import { verifyEmail } from '../../domain/accounts/email-verification';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ query, caller }) =>
  json(await verifyEmail(query.token, caller, new Date()), 202),
);
