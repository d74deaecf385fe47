import { listContractors as contract } from '../../../contracts/registrants';
import { listContractors } from '../../../domain/registrants/list-registrants';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query }) => listContractors(query));
