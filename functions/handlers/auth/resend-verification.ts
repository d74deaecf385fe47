import { resendVerification as contract } from '../../contracts/accounts';
import { resendVerification } from '../../domain/accounts/verification-mail';
import { noContent } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, viewer }) => {
  await resendVerification(caller, { viewer, now: new Date() });
  return noContent();
});
