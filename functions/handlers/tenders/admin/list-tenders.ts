import { listAdminTenders as contract } from '../../../contracts/tenders-admin';
import { listAdminTenders } from '../../../domain/tenders/manage-tender';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query }) => listAdminTenders(query));
