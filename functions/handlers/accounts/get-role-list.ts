import { getRoleList as contract } from '../../contracts/accounts';
import { roleList } from '../../domain/accounts/users';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, () => roleList());
