import { getAdminTender as contract } from '../../../contracts/tenders-admin';
import { getAdminTender } from '../../../domain/tenders/manage-tender';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ params }) => getAdminTender(params.id));
