import { getDataExport as contract } from '../../contracts/account-data';
import { getDataExportState } from '../../domain/account-data/request-export';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) => ({
  data: await getDataExportState(caller, new Date()),
}));
