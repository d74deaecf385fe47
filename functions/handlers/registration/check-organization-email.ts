import { checkOrganizationEmailExists as contract } from '../../contracts/registration';
import { checkEmailExists } from '../../domain/accounts/users';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => checkEmailExists(params.email, params.id));
