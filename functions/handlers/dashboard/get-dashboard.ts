import { getDashboard as contract } from '../../contracts/dashboard';
import { getDashboard } from '../../domain/dashboard/get-dashboard';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => getDashboard(caller, new Date()));
