import { checkOrganizationEmailExists as contract } from '../../contracts/registration';
import { checkEmailExists } from '../../domain/accounts/users';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) => checkEmailExists(params.email, params.id, caller));
