import { getAccount as contract } from '../../contracts/accounts';
import { getAccount } from '../../domain/accounts/own-account';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => getAccount(params.id, caller));
