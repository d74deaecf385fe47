import { signUp as contract } from '../../contracts/accounts';
import { signUp } from '../../domain/accounts/sign-up';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, async ({ body, viewer }) =>
  json(await signUp(body, { viewer, now: new Date() }), 201),
);
