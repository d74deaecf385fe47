import { listOrganizations as contract } from '../../../contracts/registrants';
import { listOrganizations } from '../../../domain/registrants/list-registrants';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query }) => listOrganizations(query));
