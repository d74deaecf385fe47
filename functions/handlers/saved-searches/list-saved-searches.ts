import { SAVED_SEARCH_LIMIT } from '@tender/shared/saved-search-messages';
import { listSavedSearches as contract } from '../../contracts/saved-searches';
import { listMySavedSearches } from '../../domain/alerts/saved-searches';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) => ({
  data: await listMySavedSearches(caller),
  limit: SAVED_SEARCH_LIMIT,
}));
