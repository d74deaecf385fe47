import { accountDataMessages as m } from '@tender/shared/account-data-messages';
import { requestDataExport as contract } from '../../contracts/account-data';
import { requestDataExport } from '../../domain/account-data/request-export';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) =>
  json({ message: m.requested, data: await requestDataExport(caller, new Date()) }, 202),
);
