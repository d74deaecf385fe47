import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { createSavedSearch as contract } from '../../contracts/saved-searches';
import { createSavedSearch } from '../../domain/alerts/saved-searches';
import { json } from '../../platform/http/answers';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, body }) =>
  json({ message: m.created, data: await createSavedSearch(caller, body, new Date()) }, 201),
);
