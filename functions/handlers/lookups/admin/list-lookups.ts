import { listAdminLookups as contract } from '../../../contracts/lookups-admin';
import { listAdminLookups } from '../../../domain/lookups/manage-lookups';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params }) => listAdminLookups(params.kind));
