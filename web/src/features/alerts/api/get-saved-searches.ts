import type { SavedSearchListAnswer } from '@tender/shared/schemas/saved-searches';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { savedSearchesKey } from './saved-search-keys';

/** GET /my/saved_searches: the signed-in account's saved searches (enabled false: no call). */
export function useSavedSearches(enabled = true) {
  return useSWR<SavedSearchListAnswer, ApiError>(enabled ? savedSearchesKey : null, (key: string) =>
    apiFetch<SavedSearchListAnswer>(key),
  );
}
