import { putBuilderProfile as contract } from '../../contracts/builder-profile';
import { saveBuilderProfile } from '../../domain/profile/save-profile';
import { httpHandler } from '../pipeline';

// POST and PUT of this path run the same save (DESIGN.md §4: updates also answer to PUT).
export const handler = httpHandler(contract, ({ caller, params, body, viewer }) =>
  saveBuilderProfile(caller, params.id, body, { viewer, now: new Date() }),
);
