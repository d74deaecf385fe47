import { listContractors as contract } from '../../../contracts/registrants';
import { listContractors } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listContractors(query));
