import { listAdminLookups as contract } from '../../../contracts/admin-lookups';
import { listAdminLookups } from '../../../domain/admin/lookups';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ params }) => listAdminLookups(params.kind));
