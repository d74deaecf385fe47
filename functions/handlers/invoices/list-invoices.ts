import { listInvoices as contract } from '../../contracts/invoices';
import { listOwnInvoices } from '../../domain/invoices/list-invoices';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => listOwnInvoices(caller, new Date()));
