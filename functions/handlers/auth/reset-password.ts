import { resetPassword as contract } from '../../contracts/accounts';
import { resetPassword } from '../../domain/accounts/password-reset';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ body, viewer }) => resetPassword(body, { viewer, now: new Date() }));
