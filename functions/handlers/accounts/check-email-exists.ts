import { checkEmailExists as contract } from '../../contracts/accounts';
import { checkEmailExists } from '../../domain/accounts/users';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => checkEmailExists(params.email, params.id, caller));
