import { listAdminPayments as contract } from '../../../contracts/admin-payments';
import { listAdminPayments } from '../../../domain/admin/payments';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(contract, ({ query }) => listAdminPayments(query, new Date()));
