import { updateAdminLookup } from '../../../contracts/lookups-admin';
import { updateLookup } from '../../../domain/lookups/manage-lookups';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(updateAdminLookup, ({ params, body, caller }) =>
  updateLookup(params.kind, params.id, body, caller, new Date()),
);
