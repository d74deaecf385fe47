import { getProjects as contract } from '../../contracts/dashboard';
import { getProjects } from '../../domain/dashboard/get-dashboard';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ caller }) => getProjects(caller, new Date()));
