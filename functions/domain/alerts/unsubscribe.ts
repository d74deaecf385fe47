import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { UnsubscribeAnswer } from '@tender/shared/schemas/saved-searches';
import { listSavedSearchesOfUser, turnAlertsOff, type SavedSearchRecord } from '../../data/saved-searches-repository';
import { ValidationError } from '../../platform/errors';
import { readUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

// GET /alerts/unsubscribe tells what the link stops (a GET changes nothing: mail scanners open
// links); POST stops it (the page's button, and RFC 8058's one-click from the mail client). Both
// answer the same for a search deleted since: nothing is left to mail.

const refused = () => new ValidationError({ token: [m.unsubscribeInvalid] }, m.unsubscribeInvalid);

async function scopeOf(token: string): Promise<UnsubscribeScope> {
  const scope = await readUnsubscribeToken(token);
  if (!scope) throw refused();
  return scope;
}

/** The searches a scope covers, and whether their mails are off already. */
async function coveredSearches(scope: UnsubscribeScope): Promise<{ searches: SavedSearchRecord[]; stopped: boolean }> {
  const all = await listSavedSearchesOfUser(scope.userId);
  if (scope.searchId === 'digests') {
    const digests = all.filter((search) => search.last_digest_day || search.digest);
    return { searches: digests, stopped: digests.every((search) => !search.digest) };
  }
  const searches = all.filter((search) => search.id === scope.searchId);
  return { searches, stopped: searches.every((search) => !search.instant && !search.digest) };
}

const answer = (searches: SavedSearchRecord[], stopped: boolean, message: string): UnsubscribeAnswer => ({
  message,
  data: { searches: searches.map((search) => search.name), stopped },
});

const names = (searches: SavedSearchRecord[]) => searches.map((search) => search.name).join(', ');

export async function readUnsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const { searches, stopped } = await coveredSearches(await scopeOf(token));
  return answer(searches, stopped, stopped ? m.unsubscribeDone(names(searches)) : m.unsubscribeAsk(names(searches)));
}

/** Turns the covered mails off; idempotent (a second click answers the same). */
export async function unsubscribe(token: string, now: Date): Promise<UnsubscribeAnswer> {
  const scope = await scopeOf(token);
  const { searches } = await coveredSearches(scope);
  const off = scope.searchId === 'digests' ? (['digest'] as const) : (['instant', 'digest'] as const);
  for (const search of searches) await turnAlertsOff(scope.userId, search.id, off, now);
  return answer(searches, true, m.unsubscribeDone(names(searches)));
}
