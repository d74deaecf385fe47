import { updateAccount as contract } from '../../contracts/accounts';
import { changePassword, updateDetails } from '../../domain/accounts/account';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, body, caller, viewer }) => {
  const context = { viewer, now: new Date() };
  return body.isChangePassword
    ? changePassword(params.id, body, caller, context)
    : updateDetails(params.id, body, caller, context);
});
