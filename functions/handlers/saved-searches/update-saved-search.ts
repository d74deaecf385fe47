import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { updateSavedSearch as contract } from '../../contracts/saved-searches';
import { updateSavedSearch } from '../../domain/alerts/saved-searches';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, params, body }) => ({
  message: m.updated,
  data: await updateSavedSearch(caller, params.id, body, new Date()),
}));
