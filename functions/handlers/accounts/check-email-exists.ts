import { checkEmailExists as contract } from '../../contracts/accounts';
import { checkEmailExists } from '../../domain/accounts/users';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => checkEmailExists(params.email, params.id));
