import { listOrganizations as contract } from '../../../contracts/admin-registrants';
import { listOrganizations } from '../../../domain/admin/registrants';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listOrganizations(query));
