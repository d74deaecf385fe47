import { createUpload as contract, UPLOAD_SESSION_LIMIT } from '../../contracts/uploads';
import { enforceLimit } from '../../domain/limits/enforce-limit';
import { createUpload } from '../../domain/uploads/create-upload';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ body, caller, viewer }) => {
  const now = new Date();
  // The visitor's own limit (the pipeline's per-address one is only a backstop for a shared address).
  const scope = caller
    ? `user:${caller.userId}`
    : body.upload_session
      ? `session:${body.upload_session}`
      : `address:${viewer}`;
  await enforceLimit({ name: 'uploads:visitor', ...UPLOAD_SESSION_LIMIT }, scope, now);
  return json(await createUpload(body, caller, now), 201);
});
