import { deleteAdminLookup } from '../../../contracts/admin-lookups';
import { deleteLookup } from '../../../domain/admin/lookups';
import { httpHandler } from '../../../platform/http/pipeline';

export const handler = httpHandler(deleteAdminLookup, ({ params, caller }) =>
  deleteLookup(params.kind, params.id, caller, new Date()),
);
