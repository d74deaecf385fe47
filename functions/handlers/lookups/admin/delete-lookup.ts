import { deleteAdminLookup } from '../../../contracts/lookups-admin';
import { deleteLookup } from '../../../domain/lookups/manage-lookups';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(deleteAdminLookup, ({ params, caller }) =>
  deleteLookup(params.kind, params.id, caller, new Date()),
);
