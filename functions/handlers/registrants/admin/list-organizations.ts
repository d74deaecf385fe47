import { listOrganizations as contract } from '../../../contracts/registrants';
import { listOrganizations } from '../../../domain/registrants/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listOrganizations(query));
