import { accountMessages } from '@tender/shared/account-messages';
import { logout as contract } from '../../contracts/accounts';
import { endSession } from '../../domain/accounts/sessions';
import { logAuthEvent } from '../../domain/accounts/auth-events';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, viewer }) => {
  await endSession(caller);
  logAuthEvent('logout', { userId: caller.userId, viewer });
  return { error: false, message: accountMessages.loggedOut } as const;
});
