import { SAVED_SEARCH_LIMIT, savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { SavedSearch, SavedSearchBody } from '@tender/shared/schemas/saved-searches';
import {
  countSavedSearchesOfUser,
  deleteSavedSearch,
  listSavedSearchesOfUser,
  putNewSavedSearch,
  replaceSavedSearch,
  type SavedSearchRecord,
} from '../../data/saved-searches-repository';
import { nextSequenceValue } from '../../data/sequences';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';

// GET/POST /my/saved_searches, PUT/DELETE /my/saved_searches/{id}: any signed-in account keeps
// up to 20; only its own are ever read or changed (another's id answers 404, as a missing one).

/** What the answers show: the search without the jobs' bookkeeping. */
export function savedSearchView(record: SavedSearchRecord): SavedSearch {
  const { user_id: _owner, last_digest_day: _day, last_digest_at: _at, ...search } = record;
  return search;
}

/** The body as stored: blank texts are no filter. */
function normalised(body: SavedSearchBody): SavedSearchBody {
  return {
    ...body,
    location: body.location?.trim() || undefined,
    keywords: body.keywords?.trim() || undefined,
    pin_code_prefix: body.pin_code_prefix || undefined,
  };
}

export async function listMySavedSearches(caller: Caller): Promise<SavedSearch[]> {
  return (await listSavedSearchesOfUser(caller.userId)).map(savedSearchView);
}

export async function createSavedSearch(caller: Caller, body: SavedSearchBody, now: Date): Promise<SavedSearch> {
  if ((await countSavedSearchesOfUser(caller.userId)) >= SAVED_SEARCH_LIMIT) {
    throw new ValidationError({ name: [m.limitReached] }, m.limitReached);
  }
  const at = now.toISOString();
  const record: SavedSearchRecord = {
    ...normalised(body),
    id: await nextSequenceValue('saved_search'),
    user_id: caller.userId,
    created_at: at,
    updated_at: at,
  };
  await putNewSavedSearch(record);
  return savedSearchView(record);
}

async function ownSearch(caller: Caller, id: number): Promise<SavedSearchRecord> {
  const found = (await listSavedSearchesOfUser(caller.userId)).find((search) => search.id === id);
  if (!found) throw new NotFoundError(m.notFound);
  return found;
}

export async function updateSavedSearch(
  caller: Caller,
  id: number,
  body: SavedSearchBody,
  now: Date,
): Promise<SavedSearch> {
  const current = await ownSearch(caller, id);
  const record: SavedSearchRecord = {
    ...normalised(body),
    id,
    user_id: caller.userId,
    created_at: current.created_at,
    updated_at: now.toISOString(),
    // The digest already sent today stays sent, whatever the new hour.
    last_digest_day: current.last_digest_day ?? null,
    last_digest_at: current.last_digest_at ?? null,
  };
  if (!(await replaceSavedSearch(record))) throw new NotFoundError(m.notFound);
  return savedSearchView(record);
}

export async function removeSavedSearch(caller: Caller, id: number): Promise<void> {
  if (!(await deleteSavedSearch(caller.userId, id))) throw new NotFoundError(m.notFound);
}
