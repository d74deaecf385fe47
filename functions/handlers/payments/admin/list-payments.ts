import { listAdminPayments as contract } from '../../../contracts/payments-admin';
import { listAdminPayments } from '../../../domain/payments/list-payments';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(contract, ({ query }) => listAdminPayments(query, new Date()));
