import { postOrganizationProfile as contract } from '../../contracts/profile';
import { saveOrganizationProfile } from '../../domain/profile/save-profile';
import { httpHandler } from '../pipeline';

// POST and PUT of this path run the same save (DESIGN.md §4: updates also answer to PUT).
export const handler = httpHandler(contract, ({ caller, params, body, viewer }) =>
  saveOrganizationProfile(caller, params.id, body, { viewer, now: new Date() }),
);
