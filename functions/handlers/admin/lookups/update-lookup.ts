import { updateAdminLookup } from '../../../contracts/admin-lookups';
import { updateLookup } from '../../../domain/admin/lookups';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(updateAdminLookup, ({ params, body, caller }) =>
  updateLookup(params.kind, params.id, body, caller, new Date()),
);
