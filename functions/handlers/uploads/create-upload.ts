import { createUpload as contract } from '../../contracts/uploads';
import { createUpload } from '../../domain/uploads/create-upload';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ body, caller }) =>
  json(await createUpload(body, caller, new Date()), 201),
);
