import type { SavedSearchAnswer, SavedSearchBody, SavedSearchDeleted } from '@tender/shared/schemas/saved-searches';
import { apiFetch } from '../../../lib/api/client';
import { savedSearchesKey, savedSearchKey } from './saved-search-keys';

/** POST /my/saved_searches (no id) or PUT /my/saved_searches/{id}. */
export function saveSavedSearch(body: SavedSearchBody, id?: number): Promise<SavedSearchAnswer> {
  return id === undefined
    ? apiFetch<SavedSearchAnswer>(savedSearchesKey, { method: 'POST', body })
    : apiFetch<SavedSearchAnswer>(savedSearchKey(id), { method: 'PUT', body });
}

/** DELETE /my/saved_searches/{id}. */
export function deleteSavedSearch(id: number): Promise<SavedSearchDeleted> {
  return apiFetch<SavedSearchDeleted>(savedSearchKey(id), { method: 'DELETE' });
}
