import { listContractors as contract } from '../../../contracts/admin-registrants';
import { listContractors } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listContractors(query));
