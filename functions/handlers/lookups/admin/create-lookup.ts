import { createAdminLookup } from '../../../contracts/lookups-admin';
import { createLookup } from '../../../domain/lookups/manage-lookups';
import { json } from '../../../platform/http/answers';
import { httpHandler } from '../../pipeline';

export const handler = httpHandler(createAdminLookup, async ({ params, body, caller }) =>
  json(await createLookup(params.kind, body, caller, new Date()), 201),
);
