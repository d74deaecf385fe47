import { getFileUrl as contract } from '../../contracts/uploads';
import { getFileUrl } from '../../domain/uploads/file-url';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, ({ params, caller }) =>
  getFileUrl(params.account_id, params.file_name, caller),
);
