import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { deleteSavedSearch as contract } from '../../contracts/saved-searches';
import { removeSavedSearch } from '../../domain/alerts/saved-searches';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, params }) => {
  await removeSavedSearch(caller, params.id);
  return { message: m.deleted };
});
