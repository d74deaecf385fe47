import { login as contract } from '../../contracts/accounts';
import { login } from '../../domain/accounts/login';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ body, viewer }) => login(body, { viewer, now: new Date() }));
